import { preparedSelect, preparedStatement } from './prepared';

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
