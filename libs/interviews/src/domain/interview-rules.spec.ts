import { InvalidStateError } from '@app/core';
import { INTERVIEW_STATUSES, InterviewRules, type InterviewAction, type InterviewStatus } from './interview-rules';

function stateError(run: () => unknown): InvalidStateError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidStateError);
    return error as InvalidStateError;
  }
  throw new Error('expected an InvalidStateError');
}

describe(InterviewRules.name, () => {
  describe('next', () => {
    it.each<[InterviewAction, InterviewStatus]>([
      ['complete', 'completed'],
      ['cancel', 'canceled'],
      ['no_show', 'no_show'],
      ['update', 'scheduled'],
    ])('moves a scheduled interview on %s to %s', (action, expected) => {
      expect(InterviewRules.next('scheduled', action)).toBe(expected);
    });

    const finished = INTERVIEW_STATUSES.filter((status) => status !== 'scheduled');
    it.each(finished.flatMap((status) => (['complete', 'cancel', 'no_show', 'update'] as const).map((action) => [status, action] as const)))(
      'refuses to move a %s interview on %s, naming its status and the allowed ones',
      (status, action) => {
        const error = stateError(() => InterviewRules.next(status, action));
        expect(error.code).toBe('INVALID_STATE');
        expect(error.details).toEqual({ status, allowed: ['scheduled'] });
        expect(error.message).toContain(status);
      },
    );
  });

  describe('assertSchedulable', () => {
    it.each(['open', 'draft', 'on_hold'])('lets an active application of a %s job get interviews', (jobStatus) => {
      expect(() => InterviewRules.assertSchedulable('active', jobStatus)).not.toThrow();
    });

    it.each(['rejected', 'hired', 'withdrawn'])('refuses a %s application', (status) => {
      const error = stateError(() => InterviewRules.assertSchedulable(status, 'open'));
      expect(error.details).toEqual({ status, allowed: ['active'] });
    });

    it('refuses an active application of a closed job', () => {
      const error = stateError(() => InterviewRules.assertSchedulable('active', 'closed'));
      expect(error.details).toEqual({ status: 'closed', allowed: ['draft', 'open', 'on_hold'] });
    });

    it('names the application first when both are wrong', () => {
      expect(stateError(() => InterviewRules.assertSchedulable('rejected', 'closed')).details).toEqual({ status: 'rejected', allowed: ['active'] });
    });
  });
});
