import { RunRules } from './run-rules';

describe('RunRules', () => {
  const now = new Date('2026-11-21T10:00:00.000Z');

  it('waits base × 2^(attempt − 1) seconds after each failed attempt before the last', () => {
    expect(RunRules.afterFailure(1, 3, 10, now)).toEqual({ status: 'failed', nextAttemptAt: new Date('2026-11-21T10:00:10.000Z') });
    expect(RunRules.afterFailure(2, 3, 10, now)).toEqual({ status: 'failed', nextAttemptAt: new Date('2026-11-21T10:00:20.000Z') });
    expect(RunRules.afterFailure(3, 5, 1, now)).toEqual({ status: 'failed', nextAttemptAt: new Date('2026-11-21T10:00:04.000Z') });
  });

  it('dead-letters the run when its last attempt fails', () => {
    expect(RunRules.afterFailure(3, 3, 10, now)).toEqual({ status: 'dead_lettered', nextAttemptAt: null });
    expect(RunRules.afterFailure(1, 1, 10, now)).toEqual({ status: 'dead_lettered', nextAttemptAt: null });
  });
});
