import { createHmac, randomBytes } from 'node:crypto';

/** Standard Webhooks secrets: `whsec_` + base64 of 32 random bytes (docs/api/events.md#the-request). */
const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;

export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/** `v1,` + base64(HMAC-SHA256(secret bytes, `${id}.${timestamp}.${body}`)). */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('A webhook secret starts with whsec_');
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The three Standard Webhooks headers; during a rotation every secret signs (space-separated). */
export function webhookHeaders(secrets: readonly string[], id: string, timestamp: number, body: string): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signWebhook(secret, id, timestamp, body)).join(' '),
  };
}
