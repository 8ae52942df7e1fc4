import { ApprovalRules, type ApprovalState } from './approval-rules';

describe(ApprovalRules.name, () => {
  const now = new Date('2026-12-08T10:00:00.000Z');
  const pending = (): ApprovalState => ({
    status: 'pending',
    steps: ApprovalRules.stepsFrom([
      { approverIds: ['a', 'b'], required: 'all' },
      { approverIds: ['c', 'd'], required: 'any' },
    ]),
    currentStep: 0,
    decidedAt: null,
  });

  it('waits for every approver of an `all` step, then moves to the next step', () => {
    const afterA = ApprovalRules.decide(pending(), 'a', 'approved', null, now);
    expect(afterA).toMatchObject({ status: 'pending', currentStep: 0 });
    const afterB = ApprovalRules.decide(afterA, 'b', 'approved', 'ok', now);
    expect(afterB).toMatchObject({ status: 'pending', currentStep: 1, decidedAt: null });
    expect(afterB.steps[0].decisions).toEqual([
      { userId: 'a', decision: 'approved', comment: null, at: now.toISOString() },
      { userId: 'b', decision: 'approved', comment: 'ok', at: now.toISOString() },
    ]);
  });

  it('approves on the first approver of the last `any` step', () => {
    const atLast = { ...pending(), currentStep: 1 };
    expect(ApprovalRules.decide(atLast, 'd', 'approved', null, now)).toMatchObject({ status: 'approved', decidedAt: now });
  });

  it('rejects on any rejection', () => {
    expect(ApprovalRules.decide(pending(), 'b', 'rejected', 'no', now)).toMatchObject({ status: 'rejected', decidedAt: now, currentStep: 0 });
  });

  it('refuses users outside the current step with FORBIDDEN, even approvers of a later step', () => {
    expect(() => ApprovalRules.decide(pending(), 'c', 'approved', null, now)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });

  it('refuses a second decision by the same approver with CONFLICT', () => {
    const afterA = ApprovalRules.decide(pending(), 'a', 'approved', null, now);
    expect(() => ApprovalRules.decide(afterA, 'a', 'approved', null, now)).toThrow(expect.objectContaining({ code: 'CONFLICT' }));
  });

  it.each(['approved', 'rejected', 'cancelled'] as const)('refuses to decide a %s approval with INVALID_STATE', (status) => {
    expect(() => ApprovalRules.decide({ ...pending(), status }, 'a', 'approved', null, now)).toThrow(
      expect.objectContaining({ code: 'INVALID_STATE', details: { status, allowed: ['pending'] } }),
    );
  });

  it('lists every approver once', () => {
    expect(
      ApprovalRules.approversOf([
        { approverIds: ['a', 'B'], required: 'all' },
        { approverIds: ['b', 'c'], required: 'any' },
      ]),
    ).toEqual(['a', 'b', 'c']);
  });
});
