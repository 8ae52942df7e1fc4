import type { SecretDecrypter } from '../crypto/decrypted-secret-cache';

/** After a rotation the replaced signing secret keeps signing, next to the new one, for this long (docs/api/events.md#the-request). */
export const SECRET_ROTATION_WINDOW_MS = 24 * 60 * 60 * 1000;

/** When a secret replaced at `now` stops signing. */
export function previousSecretExpiry(now: Date): Date {
  return new Date(now.getTime() + SECRET_ROTATION_WINDOW_MS);
}

/** Whether a replaced secret still signs at `now`. */
export function previousSecretActive(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() > now.getTime();
}

/** A signing secret as a row keeps it: encrypted, with the one it replaced during a rotation. */
export interface StoredSigningSecrets {
  current: string;
  previous: string | null;
  previousExpiresAt: Date | null;
}

/**
 * The secrets that sign at `now`, decrypted: the current one, and the previous one while its
 * window lasts. A previous one that no longer decrypts (rotated after an ENCRYPTION_KEY change) is
 * left out; a current one that does not decrypt throws.
 */
export function activeSigningSecrets(cipher: SecretDecrypter, ownerId: string, stored: StoredSigningSecrets, now: Date): string[] {
  const secrets = [cipher.decrypt(stored.current, ownerId)];
  if (stored.previous !== null && previousSecretActive(stored.previousExpiresAt, now)) {
    try {
      secrets.push(cipher.decrypt(stored.previous, ownerId));
    } catch {
      // The current secret alone signs.
    }
  }
  return secrets;
}
