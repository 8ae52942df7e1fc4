import type { SecretCipher } from './secret-cipher';

/** What reads a stored secret back: a SecretCipher, or a DecryptedSecretCache in front of one. */
export interface SecretDecrypter {
  decrypt(stored: string, ownerId: string): string;
}

/**
 * Decrypted secrets by owner and ciphertext, for a process that signs with the same few secrets over
 * and over (a delivery worker: one AES-GCM decryption per request was a measurable share of it).
 * Every encryption has its own IV, so a rotated or replaced secret is a new ciphertext and never
 * meets a stale entry: no invalidation is needed. Bounded, least recently used first out; a
 * ciphertext that does not decrypt is not cached (it throws every time, as the cipher does).
 */
export class DecryptedSecretCache implements SecretDecrypter {
  private readonly secrets = new Map<string, string>();

  constructor(
    private readonly cipher: SecretCipher,
    private readonly maxEntries: number,
  ) {}

  decrypt(stored: string, ownerId: string): string {
    const key = `${ownerId} ${stored}`;
    const cached = this.secrets.get(key);
    if (cached !== undefined) {
      // Most recently used goes last: Map iteration order is insertion order.
      this.secrets.delete(key);
      this.secrets.set(key, cached);
      return cached;
    }
    const secret = this.cipher.decrypt(stored, ownerId);
    this.secrets.set(key, secret);
    if (this.secrets.size > this.maxEntries) this.secrets.delete(this.secrets.keys().next().value as string);
    return secret;
  }
}
