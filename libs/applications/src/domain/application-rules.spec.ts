import { InvalidStateError } from '@app/core';
import { ApplicationRules, APPLICATION_STATUSES, type ApplicationAction } from './application-rules';

describe(ApplicationRules.name, () => {
  it.each([
    ['move', 'active'],
    ['reject', 'rejected'],
    ['hire', 'hired'],
    ['withdraw', 'withdrawn'],
  ] as const)('lets an active application %s (→ %s)', (action, next) => {
    expect(ApplicationRules.next('active', action)).toBe(next);
  });

  const ended = APPLICATION_STATUSES.filter((status) => status !== 'active');
  const actions: ApplicationAction[] = ['move', 'reject', 'hire', 'withdraw'];
  it.each(ended.flatMap((status) => actions.map((action) => [status, action] as const)))('refuses %s → %s with INVALID_STATE', (status, action) => {
    expect.assertions(3);
    try {
      ApplicationRules.next(status, action);
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidStateError);
      expect((error as InvalidStateError).code).toBe('INVALID_STATE');
      expect((error as InvalidStateError).details).toEqual({ status, allowed: ['active'] });
    }
  });
});
