/** When and how long to wait before a request is sent again: backoff with jitter, or the server's Retry-After. */

export interface RetryOptions {
  /** Attempts in all, the first one included (default 4; 1 turns retries off). */
  maxAttempts?: number;
  /** The backoff ceiling of the first retry in ms (default 500), doubled on each further retry. */
  baseDelayMs?: number;
  /** The longest single wait in ms (default 30 000). A Retry-After longer than this is not waited for: the error is thrown. */
  maxDelayMs?: number;
}

export const DEFAULT_RETRY: Readonly<Required<RetryOptions>> = { maxAttempts: 4, baseDelayMs: 500, maxDelayMs: 30_000 };

/** Statuses that say "not now" without having done the work: RATE_LIMITED and SERVICE_UNAVAILABLE (docs/api/wire-rules.md#status-codes-and-error-codes). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/** A Retry-After header (delay-seconds or an HTTP date) in milliseconds from `now`; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Every HTTP-date form names its month; Date.parse alone would also read "1.5" or "-5" as dates.
  if (!/[a-z]{3}/i.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** "Full jitter" exponential backoff: a random delay up to baseDelayMs * 2^(retry - 1), capped at maxDelayMs. `retry` counts from 1. */
export function backoffDelay(retry: number, options: Readonly<Required<RetryOptions>>, random: () => number = Math.random): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (retry - 1));
  return Math.floor(random() * ceiling);
}

/**
 * How long to wait before retry number `retry`: the server's Retry-After when it sent one, else the backoff.
 * Undefined means "do not retry": the attempts are used up, or the server asks for a longer wait than maxDelayMs.
 */
export function retryDelay(
  retry: number,
  retryAfter: string | null | undefined,
  options: Readonly<Required<RetryOptions>>,
  now: number = Date.now(),
  random: () => number = Math.random,
): number | undefined {
  if (retry >= options.maxAttempts) return undefined;
  const asked = parseRetryAfter(retryAfter, now);
  if (asked === undefined) return backoffDelay(retry, options, random);
  return asked <= options.maxDelayMs ? asked : undefined;
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
