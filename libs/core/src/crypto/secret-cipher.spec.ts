import { randomBytes } from 'node:crypto';
import { SecretCipher } from './secret-cipher';

const key = () => randomBytes(32).toString('base64');
const id = '0190a0b4-8a3e-7c2d-9f00-1234567890ab';

describe(SecretCipher.name, () => {
  it('round-trips a secret and never stores it in clear', () => {
    const cipher = new SecretCipher(key());
    const stored = cipher.encrypt('whsec_abc', id);
    expect(stored).toMatch(/^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain('whsec_abc');
    expect(cipher.encrypt('whsec_abc', id)).not.toBe(stored);
    expect(cipher.decrypt(stored, id)).toBe('whsec_abc');
  });

  it('refuses another key, another endpoint id, or a tampered ciphertext', () => {
    const cipher = new SecretCipher(key());
    const stored = cipher.encrypt('whsec_abc', id);
    expect(() => new SecretCipher(key()).decrypt(stored, id)).toThrow(/ENCRYPTION_KEY/);
    expect(() => cipher.decrypt(stored, '0190a0b4-8a3e-7c2d-9f00-1234567890ac')).toThrow();
    const parts = stored.split('.');
    parts[3] = Buffer.from('whsec_abd').toString('base64');
    expect(() => cipher.decrypt(parts.join('.'), id)).toThrow();
  });

  it('is unavailable without a key', () => {
    const cipher = new SecretCipher(undefined);
    expect(cipher.available).toBe(false);
    expect(() => cipher.encrypt('whsec_abc', id)).toThrow(/ENCRYPTION_KEY is not set/);
    expect(() => new SecretCipher(Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/);
  });
});
