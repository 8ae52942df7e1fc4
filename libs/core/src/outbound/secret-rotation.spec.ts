import { randomBytes } from 'node:crypto';
import { SecretCipher } from '../crypto/secret-cipher';
import { activeSigningSecrets, previousSecretActive, previousSecretExpiry, SECRET_ROTATION_WINDOW_MS } from './secret-rotation';

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

  it('signs with the current secret, and the previous one while its window lasts and it decrypts', () => {
    const cipher = new SecretCipher(randomBytes(32).toString('base64'));
    const other = new SecretCipher(randomBytes(32).toString('base64'));
    const current = cipher.encrypt('whsec_new', 'owner');
    const previous = cipher.encrypt('whsec_old', 'owner');
    const later = new Date(now.getTime() + 1);
    expect(activeSigningSecrets(cipher, 'owner', { current, previous, previousExpiresAt: later }, now)).toEqual(['whsec_new', 'whsec_old']);
    expect(activeSigningSecrets(cipher, 'owner', { current, previous, previousExpiresAt: now }, now)).toEqual(['whsec_new']);
    expect(activeSigningSecrets(cipher, 'owner', { current, previous: other.encrypt('whsec_old', 'owner'), previousExpiresAt: later }, now)).toEqual([
      'whsec_new',
    ]);
    expect(() => activeSigningSecrets(other, 'owner', { current, previous: null, previousExpiresAt: null }, now)).toThrow(/cannot be decrypted/);
  });
});
