/** How often one connection's errors are logged while they last. */
export const CONNECTION_ERROR_LOG_INTERVAL_MS = 60_000;

interface ErrorSource {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * Logs the errors of a Redis connection (an ioredis client, a BullMQ queue) as one `warn` line at
 * most once a minute: while Redis is down every reconnection fails, and without a listener ioredis
 * and BullMQ print each failure to stderr with its stack trace (docs/operations.md).
 */
export function logConnectionErrors(
  source: ErrorSource,
  logger: { warn(message: string): void },
  label: string,
  intervalMs = CONNECTION_ERROR_LOG_INTERVAL_MS,
): void {
  let loggedAt = -Infinity;
  let unlogged = 0;
  source.on('error', (error: Error) => {
    const now = Date.now();
    if (now - loggedAt < intervalMs) {
      unlogged += 1;
      return;
    }
    const more = unlogged > 0 ? ` (${unlogged} more since the last line)` : '';
    logger.warn(`${label}: ${error.message}${more}`);
    loggedAt = now;
    unlogged = 0;
  });
}
