import { InvalidStateError, retryDelayMs, type OutboundResponse } from '@app/core';

/** Webhook delivery states (docs/api/states.md#webhook-delivery): pending → delivered | retrying → dead_lettered; pending|retrying → canceled. */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'retrying', 'dead_lettered', 'canceled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Deliveries the worker still owes an attempt. */
export const OPEN_DELIVERY_STATUSES: readonly DeliveryStatus[] = ['pending', 'retrying'];
const REPLAYABLE: readonly DeliveryStatus[] = ['delivered', 'dead_lettered', 'canceled'];

/** What one attempt got back: an HTTP status, or an error before any status (refused, timed out, reset). */
export type AttemptResponse = OutboundResponse;

export interface AttemptOutcome {
  status: Extract<DeliveryStatus, 'delivered' | 'retrying' | 'dead_lettered'>;
  responseStatus: number | null;
  /** null when the attempt succeeded. */
  error: string | null;
  nextRetryAt: Date | null;
  /** A receiver's 410 Gone: the endpoint is disabled with this reason. */
  disableEndpoint: string | null;
}

export class DeliveryRules {
  static isOpen(status: DeliveryStatus): boolean {
    return OPEN_DELIVERY_STATUSES.includes(status);
  }

  /** Replay (POST /webhooks/{id}/deliveries/{deliveryId}/replay): a delivery still owed an attempt cannot be replayed. */
  static assertReplayable(status: DeliveryStatus): void {
    if (!REPLAYABLE.includes(status)) {
      throw new InvalidStateError(
        `A ${status} delivery cannot be replayed: it is still being delivered; wait until it is delivered or dead-lettered`,
        status,
        REPLAYABLE,
      );
    }
  }

  /** Delay before retry number `retry` (1-based) in ms, with jitter; `random` is in [0, 1): core's backoff, which the outbound client's retries use too. */
  static retryDelayMs(scheduleSeconds: readonly number[], retry: number, random: number): number {
    return retryDelayMs(scheduleSeconds, retry, random);
  }

  /**
   * The state after attempt number `attempt` (1-based). Any 2xx delivers; 410 dead-letters and
   * disables the endpoint; anything else retries while the schedule lasts, then dead-letters.
   */
  static afterAttempt(attempt: number, response: AttemptResponse, scheduleSeconds: readonly number[], now: Date, random: number): AttemptOutcome {
    const responseStatus = response.status ?? null;
    if (responseStatus !== null && responseStatus >= 200 && responseStatus < 300) {
      return { status: 'delivered', responseStatus, error: null, nextRetryAt: null, disableEndpoint: null };
    }
    const error = response.error ?? `The receiver answered HTTP ${responseStatus}`;
    if (responseStatus === 410) {
      const reason = `The receiver answered 410 Gone at ${now.toISOString()}: deliveries stopped; re-enable the webhook with PATCH { "enabled": true }`;
      return { status: 'dead_lettered', responseStatus, error, nextRetryAt: null, disableEndpoint: reason };
    }
    if (attempt > scheduleSeconds.length) return { status: 'dead_lettered', responseStatus, error, nextRetryAt: null, disableEndpoint: null };
    const nextRetryAt = new Date(now.getTime() + DeliveryRules.retryDelayMs(scheduleSeconds, attempt, random));
    return { status: 'retrying', responseStatus, error, nextRetryAt, disableEndpoint: null };
  }
}
