import { preparedSelect, preparedStatement } from './prepared';
import { sql } from './sql';

// runPrepared runs on real PostgreSQL in the e2e suites (every candidate and application read and write).
describe('prepared statements', () => {
  it('refuse a name declared twice, which would run one statement under the other one plan', () => {
    preparedStatement('spec_once', 'SELECT 1');
    expect(() => preparedStatement('spec_once', 'SELECT 2')).toThrow('Prepared statement "spec_once" is declared twice');
  });

  it('declare a SELECT once per row lock, each under its own name', () => {
    const select = preparedSelect('spec_select', 'SELECT id FROM things WHERE id = $1');
    expect(select()).toEqual({ name: 'spec_select', text: 'SELECT id FROM things WHERE id = $1' });
    expect(select('share')).toEqual({ name: 'spec_select_for_share', text: 'SELECT id FROM things WHERE id = $1 FOR SHARE' });
    expect(select('update')).toEqual({ name: 'spec_select_for_update', text: 'SELECT id FROM things WHERE id = $1 FOR UPDATE' });
  });
});

describe('prepared statements written with sql', () => {
  it('bind each input to the statement declared under the name, its text rendered once', () => {
    const insert = preparedStatement(
      'spec_sql_insert',
      (thing: { id: string; tags: string[] }) => sql`INSERT INTO things (id, tags) VALUES (${thing.id}, ${thing.tags})`,
    );
    const first = insert({ id: 'a', tags: ['x'] });
    expect(first).toEqual({ statement: { name: 'spec_sql_insert', text: 'INSERT INTO things (id, tags) VALUES ($1, $2)' }, values: ['a', ['x']] });
    const second = insert({ id: 'b', tags: [] });
    expect(second.statement).toBe(first.statement);
    expect(second.values).toEqual(['b', []]);
    expect(() => preparedStatement('spec_sql_insert', 'SELECT 1')).toThrow('Prepared statement "spec_sql_insert" is declared twice');
  });

  it('declare a SELECT once per row lock, bound with its input and the lock', () => {
    const byId = preparedSelect('spec_sql_select', (id: string) => sql`SELECT id FROM things WHERE id = ${id}`);
    expect(byId('a')).toEqual({ statement: { name: 'spec_sql_select', text: 'SELECT id FROM things WHERE id = $1' }, values: ['a'] });
    expect(byId('b', 'share')).toEqual({
      statement: { name: 'spec_sql_select_for_share', text: 'SELECT id FROM things WHERE id = $1 FOR SHARE' },
      values: ['b'],
    });
    expect(byId('c', 'update')).toEqual({
      statement: { name: 'spec_sql_select_for_update', text: 'SELECT id FROM things WHERE id = $1 FOR UPDATE' },
      values: ['c'],
    });
    expect(() => preparedStatement('spec_sql_select_for_update', 'SELECT 1')).toThrow('declared twice');
  });
});
