/** ±10 %: retries of many requests that failed together do not hit the receiver together again. */
const JITTER = 0.1;

/**
 * The project's backoff (docs/api/events.md#delivery-retries-and-dead-letters): the delay before retry number
 * `retry` (1-based) in ms is that entry of `scheduleSeconds`, with ±10 % jitter; `random` is in [0, 1). Webhook
 * deliveries and the outbound client's retries both use it.
 */
export function retryDelayMs(scheduleSeconds: readonly number[], retry: number, random: number): number {
  const base = scheduleSeconds[retry - 1] * 1000;
  return Math.round(base * (1 - JITTER + 2 * JITTER * random));
}
