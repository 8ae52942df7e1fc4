/** PostgreSQL SQLSTATE codes the services react to. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/** The constraint name of a unique violation, or undefined when the error is something else. */
export function uniqueViolation(error: unknown): string | undefined {
  return violation(error, PG_UNIQUE_VIOLATION);
}

/** The constraint name of a foreign key violation, or undefined when the error is something else. */
export function foreignKeyViolation(error: unknown): string | undefined {
  return violation(error, PG_FOREIGN_KEY_VIOLATION);
}

function violation(error: unknown, code: string): string | undefined {
  const driverError = (error as { driverError?: { code?: string; constraint?: string } })?.driverError ?? (error as { code?: string; constraint?: string });
  return driverError?.code === code ? (driverError.constraint ?? '') : undefined;
}

/**
 * Error codes of a database that cannot be reached or let us in: socket errors, PostgreSQL's
 * class 08 (connection exception), 57P01-57P03 (shut down, crashed, starting up), 53300 (too many
 * connections) and 28xxx (the server refused our credentials).
 */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '28000',
  '28P01',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** Messages of node-postgres and its pool when a connection is refused, times out, or dies under a query. */
const CONNECTION_ERROR_MESSAGE = new RegExp(
  [
    'Connection terminated',
    'connect ECONNREFUSED',
    'timeout exceeded when trying to connect',
    'is not queryable',
    'Client was closed',
    'Connection is closed',
    'terminating connection',
  ].join('|'),
  'i',
);

/** The error and what it wraps: TypeORM's driverError, an Error's cause, an AggregateError's errors (IPv4 and IPv6 attempts). */
function* causes(error: unknown, depth = 0): Generator<unknown> {
  if (error === null || error === undefined || depth > 4) return;
  yield error;
  const wrapper = error as { driverError?: unknown; cause?: unknown; errors?: unknown };
  if (wrapper.driverError !== undefined) yield* causes(wrapper.driverError, depth + 1);
  if (wrapper.cause !== undefined) yield* causes(wrapper.cause, depth + 1);
  if (Array.isArray(wrapper.errors)) for (const inner of wrapper.errors) yield* causes(inner, depth + 1);
}

/**
 * True when the database could not be reached, refused us, timed out handing out a connection,
 * or dropped the connection under a query (answered as 503 SERVICE_UNAVAILABLE).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = (cause as { code?: unknown })?.code;
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
    const message = (cause as { message?: unknown })?.message;
    if (typeof message === 'string' && CONNECTION_ERROR_MESSAGE.test(message)) return true;
  }
  return false;
}
