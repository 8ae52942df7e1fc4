import { InvalidStateError } from '@app/core';
import {
  AUTOMATION_STATUSES,
  AutomationRules,
  GOVERNANCE_ACTIONS,
  SelfApprovalError,
  type AutomationStatus,
  type GovernanceAction,
  type GovernanceRecord,
} from './automation-rules';

const at = new Date('2026-11-21T10:00:00.000Z');

function record(status: AutomationStatus): GovernanceRecord {
  const past = status !== 'draft';
  return {
    status,
    definitionVersion: 3,
    approvalRequestedAt: past ? at : null,
    approvalRequestedById: past ? 'requester' : null,
    approvedById: status === 'approved' || status === 'published' ? 'approver' : null,
    approvedAt: status === 'approved' || status === 'published' ? at : null,
    publishedById: status === 'published' ? 'publisher' : null,
    publishedAt: status === 'published' ? at : null,
  };
}

describe(AutomationRules.name, () => {
  describe('governance moves', () => {
    const expected: Record<GovernanceAction, [AutomationStatus[], AutomationStatus]> = {
      'request-approval': [['draft'], 'pending_approval'],
      approve: [['pending_approval'], 'approved'],
      publish: [['approved'], 'published'],
      archive: [['draft', 'pending_approval', 'approved', 'published'], 'archived'],
    };

    it.each(GOVERNANCE_ACTIONS)('%s moves from exactly its allowed statuses, and refuses the others with { status, allowed }', (action) => {
      const [from, to] = expected[action];
      for (const status of AUTOMATION_STATUSES) {
        if (from.includes(status)) {
          expect(AutomationRules.next(status, action)).toBe(to);
          continue;
        }
        let thrown: unknown;
        try {
          AutomationRules.next(status, action);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(InvalidStateError);
        expect((thrown as InvalidStateError).code).toBe('INVALID_STATE');
        expect((thrown as InvalidStateError).details).toEqual({ status, allowed: from });
        expect((thrown as InvalidStateError).message).toContain(status);
      }
    });
  });

  describe('govern', () => {
    const now = new Date('2026-11-22T08:00:00.000Z');

    it('records who asked for approval, approved and published, and when', () => {
      expect(AutomationRules.govern(record('draft'), 'request-approval', 'requester', now)).toEqual({
        status: 'pending_approval',
        approvalRequestedAt: now,
        approvalRequestedById: 'requester',
      });
      expect(AutomationRules.govern(record('pending_approval'), 'approve', 'approver', now)).toEqual({
        status: 'approved',
        approvedById: 'approver',
        approvedAt: now,
      });
      expect(AutomationRules.govern(record('approved'), 'publish', 'requester', now)).toEqual({
        status: 'published',
        publishedById: 'requester',
        publishedAt: now,
      });
      expect(AutomationRules.govern(record('published'), 'archive', 'anyone', now)).toEqual({ status: 'archived' });
    });

    it('refuses an approval by the requester, after checking the state', () => {
      expect(() => AutomationRules.govern(record('pending_approval'), 'approve', 'requester', now)).toThrow(SelfApprovalError);
      expect(() => AutomationRules.govern(record('draft'), 'approve', 'requester', now)).toThrow(InvalidStateError);
    });
  });

  describe('approver', () => {
    it('must not be the user who requested approval (403 FORBIDDEN with a reason), whatever the letter case', () => {
      expect(() => AutomationRules.assertApprover('0190a0b4-8a3e-7c2d-9f00-1234567890ab', '0190A0B4-8A3E-7C2D-9F00-1234567890AB')).toThrow(SelfApprovalError);
      const error = new SelfApprovalError();
      expect(error.code).toBe('FORBIDDEN');
      expect(error.details).toEqual({ reason: 'self_approval' });
    });

    it('may be anyone else', () => {
      expect(() => AutomationRules.assertApprover('0190a0b4-8a3e-7c2d-9f00-1234567890ab', '0190a0b4-8a3e-7c2d-9f00-1234567890ac')).not.toThrow();
    });
  });

  describe('PATCH /automations/{id}', () => {
    it('is refused only for archived automations', () => {
      for (const status of AUTOMATION_STATUSES) {
        if (status === 'archived') {
          expect(() => AutomationRules.assertEditable(status)).toThrow(InvalidStateError);
        } else {
          expect(() => AutomationRules.assertEditable(status)).not.toThrow();
        }
      }
    });

    it('keeps status, version and governance when the definition is unchanged', () => {
      for (const status of ['draft', 'pending_approval', 'approved', 'published'] as const)
        expect(AutomationRules.afterPatch(record(status), false)).toEqual({});
    });

    it('bumps the version of a draft and leaves it a draft', () => {
      expect(AutomationRules.afterPatch(record('draft'), true)).toEqual({ definitionVersion: 4 });
    });

    it.each(['pending_approval', 'approved', 'published'] as const)(
      'bumps the version of a %s automation and sends it back to draft, clearing approval and publication',
      (status) => {
        expect(AutomationRules.afterPatch(record(status), true)).toEqual({
          definitionVersion: 4,
          status: 'draft',
          approvalRequestedAt: null,
          approvalRequestedById: null,
          approvedById: null,
          approvedAt: null,
          publishedById: null,
          publishedAt: null,
        });
      },
    );
  });
});
