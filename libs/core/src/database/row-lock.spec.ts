import { lockClause, lockOption } from './row-lock';

describe('row locks', () => {
  it('give TypeORM find options the pessimistic mode of each lock, and nothing without one', () => {
    expect(lockOption('update')).toEqual({ mode: 'pessimistic_write' });
    expect(lockOption('share')).toEqual({ mode: 'pessimistic_read' });
    expect(lockOption(undefined)).toBeUndefined();
  });

  it('end raw SQL with the clause of each lock, of one table when asked', () => {
    expect(lockClause('update')).toBe(' FOR UPDATE');
    expect(lockClause('share', 'w')).toBe(' FOR SHARE OF w');
    expect(lockClause(undefined)).toBe('');
  });
});
