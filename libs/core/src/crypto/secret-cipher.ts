import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Secrets at rest (signing secrets, stored responses that carry secrets):
 * AES-256-GCM under ENCRYPTION_KEY, bound to the owning row's id (additional authenticated data),
 * so a ciphertext copied onto another row does not decrypt.
 * Stored as `v1.<iv>.<tag>.<ciphertext>`, each part base64.
 */
export class SecretCipher {
  private readonly key: Buffer | undefined;

  constructor(encryptionKey: string | undefined) {
    this.key = encryptionKey === undefined ? undefined : Buffer.from(encryptionKey, 'base64');
    if (this.key !== undefined && this.key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes encoded as base64');
  }

  /** False when ENCRYPTION_KEY is unset: no secret can be stored or read. */
  get available(): boolean {
    return this.key !== undefined;
  }

  encrypt(secret: string, ownerId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.requireKey(), iv, { authTagLength: TAG_BYTES }).setAAD(Buffer.from(ownerId));
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join('.');
  }

  decrypt(stored: string, ownerId: string): string {
    const [version, iv, tag, ciphertext] = stored.split('.');
    if (version !== VERSION || ciphertext === undefined) throw new Error('The stored secret has an unknown format');
    const decipher = createDecipheriv('aes-256-gcm', this.requireKey(), Buffer.from(iv, 'base64'), { authTagLength: TAG_BYTES })
      .setAAD(Buffer.from(ownerId))
      .setAuthTag(Buffer.from(tag, 'base64'));
    try {
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
    } catch {
      throw new Error('The stored secret cannot be decrypted with this ENCRYPTION_KEY (was the key changed?)');
    }
  }

  private requireKey(): Buffer {
    if (this.key === undefined) throw new Error('ENCRYPTION_KEY is not set');
    return this.key;
  }
}
