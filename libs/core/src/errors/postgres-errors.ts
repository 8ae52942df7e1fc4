/** PostgreSQL SQLSTATE codes the services react to. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/** The constraint name of a unique violation, or undefined when the error is something else. */
export function uniqueViolation(error: unknown): string | undefined {
  const driverError = (error as { driverError?: { code?: string; constraint?: string } })?.driverError ?? (error as { code?: string; constraint?: string });
  return driverError?.code === PG_UNIQUE_VIOLATION ? (driverError.constraint ?? '') : undefined;
}

const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);

/** True when the database could not be reached or dropped the connection (answered as 503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const candidate = (error as { driverError?: unknown })?.driverError ?? error;
  const code = (candidate as { code?: string })?.code;
  if (code !== undefined && CONNECTION_ERROR_CODES.has(code)) return true;
  const message = (candidate as Error)?.message ?? '';
  return /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(message);
}
