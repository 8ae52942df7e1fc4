import { randomBytes } from 'node:crypto';
import { DecryptedSecretCache } from './decrypted-secret-cache';
import { SecretCipher } from './secret-cipher';

const owner = '0190a0b4-8a3e-7c2d-9f00-1234567890ab';

describe(DecryptedSecretCache.name, () => {
  const cipher = new SecretCipher(randomBytes(32).toString('base64'));

  it('decrypts a ciphertext once and answers again from memory', () => {
    const decrypt = jest.spyOn(cipher, 'decrypt');
    const cache = new DecryptedSecretCache(cipher, 10);
    const stored = cipher.encrypt('whsec_a', owner);
    expect(cache.decrypt(stored, owner)).toBe('whsec_a');
    expect(cache.decrypt(stored, owner)).toBe('whsec_a');
    expect(decrypt).toHaveBeenCalledTimes(1);
    decrypt.mockRestore();
  });

  it('sees a rotated secret at once: a new encryption is a new ciphertext', () => {
    const cache = new DecryptedSecretCache(cipher, 10);
    expect(cache.decrypt(cipher.encrypt('whsec_old', owner), owner)).toBe('whsec_old');
    expect(cache.decrypt(cipher.encrypt('whsec_new', owner), owner)).toBe('whsec_new');
  });

  it('keeps the owner binding: a ciphertext copied onto another owner still fails', () => {
    const cache = new DecryptedSecretCache(cipher, 10);
    const stored = cipher.encrypt('whsec_a', owner);
    expect(cache.decrypt(stored, owner)).toBe('whsec_a');
    expect(() => cache.decrypt(stored, '0190a0b4-8a3e-7c2d-9f00-1234567890ac')).toThrow(/cannot be decrypted/);
  });

  it('does not cache a failure and drops the least recently used entry past its size', () => {
    const decrypt = jest.spyOn(cipher, 'decrypt');
    const cache = new DecryptedSecretCache(cipher, 2);
    const other = new SecretCipher(randomBytes(32).toString('base64')).encrypt('whsec_x', owner);
    expect(() => cache.decrypt(other, owner)).toThrow();
    expect(() => cache.decrypt(other, owner)).toThrow();
    const [a, b, c] = ['whsec_a', 'whsec_b', 'whsec_c'].map((secret) => cipher.encrypt(secret, owner));
    cache.decrypt(a, owner);
    cache.decrypt(b, owner);
    cache.decrypt(a, owner); // a is now the most recently used
    cache.decrypt(c, owner); // b goes
    decrypt.mockClear();
    expect([cache.decrypt(a, owner), cache.decrypt(c, owner)]).toEqual(['whsec_a', 'whsec_c']);
    expect(decrypt).not.toHaveBeenCalled();
    expect(cache.decrypt(b, owner)).toBe('whsec_b');
    expect(decrypt).toHaveBeenCalledTimes(1);
    decrypt.mockRestore();
  });
});
