import { InvalidStateError } from '@app/core';
import { ApplicationRules, APPLICATION_STATUSES, type ApplicationAction } from './application-rules';

function invalidState(work: () => unknown): InvalidStateError {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidStateError);
    expect((error as InvalidStateError).code).toBe('INVALID_STATE');
    return error as InvalidStateError;
  }
  throw new Error('expected INVALID_STATE');
}

describe(ApplicationRules.name, () => {
  describe('next', () => {
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
      expect(invalidState(() => ApplicationRules.next(status, action)).details).toEqual({ status, allowed: ['active'] });
    });
  });

  describe('assertJobTakesApplications', () => {
    it('accepts an open job', () => {
      expect(() => ApplicationRules.assertJobTakesApplications({ status: 'open', deleted: false })).not.toThrow();
    });

    it.each(['draft', 'on_hold', 'closed'])('refuses a %s job, naming its status and the allowed one', (status) => {
      const error = invalidState(() => ApplicationRules.assertJobTakesApplications({ status, deleted: false }));
      expect(error.details).toEqual({ status, allowed: ['open'] });
      expect(error.message).toContain(status);
    });

    it('refuses a deleted job whatever its status says', () => {
      expect(invalidState(() => ApplicationRules.assertJobTakesApplications({ status: 'open', deleted: true })).message).toContain('deleted');
    });
  });

  describe('firstStage', () => {
    it('is the first stage of the pipeline', () => {
      expect(ApplicationRules.firstStage({ status: 'open', deleted: false }, ['a', 'b', 'c'])).toBe('a');
    });

    it('refuses a job without stages', () => {
      expect(invalidState(() => ApplicationRules.firstStage({ status: 'open', deleted: false }, [])).details).toEqual({ status: 'open', allowed: ['open'] });
    });
  });

  describe('move', () => {
    const active = { status: 'active' as const, currentStageId: 's1' };

    it.each(['draft', 'open', 'on_hold'])('moves an active application of a %s job to another stage', (status) => {
      expect(ApplicationRules.move(active, { status, deleted: false }, 's2')).toBe('move');
    });

    it('is a no-op for the current stage', () => {
      expect(ApplicationRules.move(active, { status: 'open', deleted: false }, 's1')).toBe('no-op');
    });

    it('refuses a closed job, naming its status and the statuses that allow moves', () => {
      const error = invalidState(() => ApplicationRules.move(active, { status: 'closed', deleted: false }, 's2'));
      expect(error.details).toEqual({ status: 'closed', allowed: ['draft', 'open', 'on_hold'] });
    });

    it('refuses a deleted job as closed, even for a move to the current stage', () => {
      for (const toStageId of ['s1', 's2']) {
        const error = invalidState(() => ApplicationRules.move(active, { status: 'open', deleted: true }, toStageId));
        expect(error.details).toEqual({ status: 'closed', allowed: ['draft', 'open', 'on_hold'] });
        expect(error.message).toContain('deleted');
      }
    });

    it.each(APPLICATION_STATUSES.filter((status) => status !== 'active'))('refuses a %s application before looking at the job or the stage', (status) => {
      for (const toStageId of ['s1', 's2']) {
        const error = invalidState(() => ApplicationRules.move({ status, currentStageId: 's1' }, { status: 'closed', deleted: true }, toStageId));
        expect(error.details).toEqual({ status, allowed: ['active'] });
      }
    });
  });
});
