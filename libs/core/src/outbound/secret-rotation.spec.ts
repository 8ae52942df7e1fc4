import { previousSecretActive, previousSecretExpiry, SECRET_ROTATION_WINDOW_MS } from './secret-rotation';

describe('signing secret rotation', () => {
  const now = new Date('2026-11-21T10:00:00.000Z');

  it('keeps a replaced secret signing for 24 hours, and not a moment longer', () => {
    expect(SECRET_ROTATION_WINDOW_MS).toBe(24 * 60 * 60 * 1000);
    const expiresAt = previousSecretExpiry(now);
    expect(expiresAt.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(previousSecretActive(expiresAt, new Date(expiresAt.getTime() - 1))).toBe(true);
    expect(previousSecretActive(expiresAt, expiresAt)).toBe(false);
    expect(previousSecretActive(null, now)).toBe(false);
  });
});
