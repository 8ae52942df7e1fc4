import { preparedSelect, preparedStatement } from './prepared';
import { sql } from './sql';

// runPrepared runs on real PostgreSQL in the e2e suites (every candidate and application read and write).
describe('prepared statements', () => {
  it('refuse a name declared twice, which would run one statement under the other one plan', () => {
    preparedStatement('spec_once', () => sql`SELECT 1`);
    expect(() => preparedStatement('spec_once', () => sql`SELECT 2`)).toThrow('Prepared statement "spec_once" is declared twice');
  });

  it('bind each input to the statement declared under the name, its text rendered once', () => {
    const insert = preparedStatement(
      'spec_sql_insert',
      (thing: { id: string; tags: string[] }) => sql`INSERT INTO things (id, tags) VALUES (${thing.id}, ${thing.tags})`,
    );
    const first = insert({ id: 'a', tags: ['x'] });
    expect([first.statement, first.values]).toEqual([{ name: 'spec_sql_insert', text: 'INSERT INTO things (id, tags) VALUES ($1, $2)' }, ['a', ['x']]]);
    const second = insert({ id: 'b', tags: [] });
    expect(second.statement).toBe(first.statement);
    expect(second.values).toEqual(['b', []]);
    expect(() => preparedStatement('spec_sql_insert', () => sql`SELECT 1`)).toThrow('Prepared statement "spec_sql_insert" is declared twice');
  });

  it('keep each run as written, for a statement that contains it (EventRecorder.recordWith)', () => {
    const update = preparedStatement('spec_sql_update', (id: string) => sql`UPDATE things SET seen = true WHERE id = ${id}`);
    const bound = update('a');
    const containing = sql`WITH written AS (${bound.source}) SELECT ${'b'}`;
    expect([containing.text, containing.values]).toEqual(['WITH written AS (UPDATE things SET seen = true WHERE id = $1) SELECT $2', ['a', 'b']]);
  });

  it('declare a SELECT once per row lock, bound with its input and the lock', () => {
    const byId = preparedSelect('spec_sql_select', (id: string) => sql`SELECT id FROM things WHERE id = ${id}`);
    const plain = byId('a');
    expect([plain.statement, plain.values]).toEqual([{ name: 'spec_sql_select', text: 'SELECT id FROM things WHERE id = $1' }, ['a']]);
    const share = byId('b', 'share');
    expect([share.statement, share.values]).toEqual([{ name: 'spec_sql_select_for_share', text: 'SELECT id FROM things WHERE id = $1 FOR SHARE' }, ['b']]);
    const update = byId('c', 'update');
    expect([update.statement, update.values]).toEqual([{ name: 'spec_sql_select_for_update', text: 'SELECT id FROM things WHERE id = $1 FOR UPDATE' }, ['c']]);
    expect(() => preparedStatement('spec_sql_select_for_update', () => sql`SELECT 1`)).toThrow('declared twice');
  });
});
