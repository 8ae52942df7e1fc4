/** After a rotation the replaced signing secret keeps signing, next to the new one, for this long (CONTRACT §4). */
export const SECRET_ROTATION_WINDOW_MS = 24 * 60 * 60 * 1000;

/** When a secret replaced at `now` stops signing. */
export function previousSecretExpiry(now: Date): Date {
  return new Date(now.getTime() + SECRET_ROTATION_WINDOW_MS);
}

/** Whether a replaced secret still signs at `now`. */
export function previousSecretActive(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() > now.getTime();
}
