import { floorUntil } from './retention-floor';

describe('floorUntil (docs/api/retention.md#the-retention-floor)', () => {
  const now = new Date('2026-12-08T00:00:00.000Z');
  const decided = (iso: string) => ({ status: 'rejected', decidedAt: new Date(iso) });

  it('keeps nobody without a floor or without an application', () => {
    expect(floorUntil([{ status: 'active', decidedAt: null }], 0, now)).toBeUndefined();
    expect(floorUntil([], 730, now)).toBeUndefined();
  });

  it('keeps a candidate with an active application for as long as it is active (null)', () => {
    expect(floorUntil([decided('2020-01-01T00:00:00.000Z'), { status: 'active', decidedAt: null }], 730, now)).toBeNull();
  });

  it('keeps a candidate until the last decision plus the floor, and no longer', () => {
    expect(floorUntil([decided('2026-01-01T00:00:00.000Z'), decided('2026-06-01T00:00:00.000Z')], 730, now)).toEqual(new Date('2028-05-31T00:00:00.000Z'));
    expect(floorUntil([decided('2024-01-01T00:00:00.000Z')], 730, now)).toBeUndefined();
  });
});
