import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { components } from './schema';

export { WebhookVerificationError };

/** A delivery's body (docs/api/events.md#the-request): the event name, when it happened, and the resource as it was at the change. */
export interface WebhookEvent {
  type: components['schemas']['EventType'] | 'webhook.test';
  timestamp: string;
  data: Record<string, unknown>;
}

/** Request headers as Node (`IncomingMessage.headers`), Express or the Fetch API (`Headers`) hand them over. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/**
 * Checks a delivery's `webhook-signature` (Standard Webhooks: HMAC-SHA256 of `${webhook-id}.${webhook-timestamp}.${body}`
 * with the endpoint's `whsec_` secret, the timestamp within 5 minutes) and returns the parsed event.
 * Pass the raw body exactly as received: a re-serialised JSON object does not verify.
 * Throws WebhookVerificationError when the signature, the headers or the timestamp do not hold.
 */
export function verifyWebhook(secret: string, payload: string | Uint8Array, headers: WebhookHeaders): WebhookEvent {
  const body = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
  return new Webhook(secret).verify(body, plainHeaders(headers)) as WebhookEvent;
}

function plainHeaders(headers: WebhookHeaders): Record<string, string> {
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  const plain: Record<string, string> = {};
  for (const [name, value] of entries) if (value !== undefined) plain[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return plain;
}
