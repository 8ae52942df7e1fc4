import { OpeningRules } from './opening-rules';

describe(OpeningRules.name, () => {
  const now = new Date('2026-12-08T10:00:00.000Z');

  it('closes an open opening with its reason', () => {
    expect(OpeningRules.close('open', 'Budget cut', now)).toEqual({ status: 'closed', applicationId: null, closeReason: 'Budget cut', closedAt: now });
  });

  it.each(['filled', 'closed'] as const)('refuses to close a %s opening', (status) => {
    expect(() => OpeningRules.close(status, 'x', now)).toThrow(expect.objectContaining({ code: 'INVALID_STATE', details: { status, allowed: ['open'] } }));
  });

  it('fills with the application and the time', () => {
    expect(OpeningRules.fill('open', 'a', now)).toEqual({ status: 'filled', applicationId: 'a', closeReason: null, closedAt: now });
  });

  it('takes the named seat when it is open, else the oldest, else none', () => {
    const open = [{ id: 'old' }, { id: 'new' }];
    expect(OpeningRules.seatFor(open, 'new')).toEqual({ id: 'new' });
    expect(OpeningRules.seatFor(open, 'gone')).toEqual({ id: 'old' });
    expect(OpeningRules.seatFor(open, null)).toEqual({ id: 'old' });
    expect(OpeningRules.seatFor([], 'gone')).toBeNull();
  });
});
