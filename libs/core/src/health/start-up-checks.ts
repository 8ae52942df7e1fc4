import Redis from 'ioredis';
import { Client } from 'pg';
import { configError, ConfigValidationError, connectionUrlProblem, type AppConfig, type ConnectionVariable } from '../config/app-config';
import { sql } from '../database/sql';

/** How long a starting process waits for PostgreSQL and Redis to answer, and how often it asks (docs/operations.md). */
export const DEPENDENCY_WAIT = { waitMs: 10_000, retryMs: 500, connectTimeoutMs: 3_000 };

/** PostgreSQL or Redis did not answer at start-up: the message names the variable and host:port, never the URL (it may hold a password). */
export class DependencyUnreachableError extends Error {}

interface Dependency {
  variable: 'DATABASE_URL' | 'REDIS_URL';
  name: string;
  address: string;
  /** One connection, one round trip, closed again; rejects with why not. */
  attempt(): Promise<void>;
}

/** A connection URL that does not parse fails the start as bad configuration naming its variable, before anything connects. */
function assertConnectionUrls(urls: Partial<Record<ConnectionVariable, string>>): void {
  const lines = Object.entries(urls).flatMap(([variable, url]) => {
    const problem = connectionUrlProblem(variable as ConnectionVariable, url);
    return problem === null ? [] : [`  ${variable}: ${problem}`];
  });
  if (lines.length > 0) throw configError(lines);
}

/** host:port of a URL, with the service's default port when it names none. */
function addressOf(url: string, defaultPort: number): string {
  const parsed = new URL(url);
  return `${parsed.hostname || 'localhost'}:${parsed.port || defaultPort}`;
}

/** An answer that trying again will not change: a wrong password, a missing database, a Redis that refuses the AUTH. */
function isFinal(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^(28|3D)/.test(code)) return true;
  return (error as Error).name === 'ReplyError';
}

function postgres(url: string, connectTimeoutMs: number): Dependency {
  return {
    variable: 'DATABASE_URL',
    name: 'PostgreSQL',
    address: addressOf(url, 5432),
    attempt: async () => {
      const client = new Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query(sql`SELECT 1`);
      } finally {
        await client.end().catch(() => undefined);
      }
    },
  };
}

function redis(url: string, connectTimeoutMs: number): Dependency {
  return {
    variable: 'REDIS_URL',
    name: 'Redis',
    address: addressOf(url, 6379),
    attempt: async () => {
      // One try per attempt: no reconnecting, no queueing, no "Unhandled error event" on stderr.
      const client = new Redis(url, {
        lazyConnect: true,
        connectTimeout: connectTimeoutMs,
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
        retryStrategy: () => null,
      });
      // The socket's error (ECONNREFUSED, ENOTFOUND) says more than the "Connection is closed." connect() rejects with.
      let socketError: Error | undefined;
      client.on('error', (error: Error) => (socketError ??= error));
      try {
        await client.connect();
        await client.ping();
      } catch (error) {
        throw socketError ?? error;
      } finally {
        client.disconnect();
      }
    },
  };
}

/** Why the last attempt failed, in a few words. */
function reason(error: unknown): string {
  const { message, code } = error as { message?: string; code?: unknown };
  const text = message !== undefined && message !== '' ? message : String(error);
  return typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text;
}

async function waitFor(dependency: Dependency, options: typeof DEPENDENCY_WAIT, log: (line: string) => void): Promise<string | undefined> {
  const deadline = Date.now() + options.waitMs;
  for (let attempt = 0; ; attempt++) {
    try {
      await dependency.attempt();
      return undefined;
    } catch (error) {
      const why = reason(error);
      if (isFinal(error)) return `${dependency.variable}: ${dependency.name} at ${dependency.address} refused the connection (${why})`;
      if (Date.now() + options.retryMs > deadline) {
        return `${dependency.variable}: cannot reach ${dependency.name} at ${dependency.address} (${why}; tried for ${options.waitMs / 1000} s)`;
      }
      if (attempt === 0)
        log(`${dependency.variable}: ${dependency.name} at ${dependency.address} does not answer (${why}); trying again for ${options.waitMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, options.retryMs));
    }
  }
}

/**
 * Waits (boundedly) until PostgreSQL and Redis answer, before anything else connects to them: a
 * process that cannot reach one ends with one line naming the variable and host:port, rather than
 * with the reconnection errors of every client it would open (docs/operations.md).
 */
export async function waitForDependencies(
  config: Pick<AppConfig, 'databaseUrl' | 'redisUrl'>,
  log: (line: string) => void,
  options: typeof DEPENDENCY_WAIT = DEPENDENCY_WAIT,
): Promise<void> {
  assertConnectionUrls({ DATABASE_URL: config.databaseUrl, REDIS_URL: config.redisUrl });
  const failures = await Promise.all([
    waitFor(postgres(config.databaseUrl, options.connectTimeoutMs), options, log),
    waitFor(redis(config.redisUrl, options.connectTimeoutMs), options, log),
  ]);
  const messages = failures.filter((failure): failure is string => failure !== undefined);
  if (messages.length > 0) throw new DependencyUnreachableError(messages.join('; '));
}

/** As waitForDependencies, for PostgreSQL alone: what `npm run migration:run` and the launcher's migration step need. */
export async function waitForDatabase(databaseUrl: string, log: (line: string) => void, options: typeof DEPENDENCY_WAIT = DEPENDENCY_WAIT): Promise<void> {
  assertConnectionUrls({ DATABASE_URL: databaseUrl });
  const failure = await waitFor(postgres(databaseUrl, options.connectTimeoutMs), options, log);
  if (failure !== undefined) throw new DependencyUnreachableError(failure);
}

/**
 * What a process's fatal line says about an error that stopped its start: a sentence for the
 * failures an operator fixes with a variable (bad configuration, a dependency out of reach, a port
 * in use, naming the variable to set), the error itself otherwise. `listeners` maps each port
 * variable of the process to its value.
 */
export function startFailure(error: unknown, listeners: Record<string, number>): string | unknown {
  if (error instanceof ConfigValidationError || error instanceof DependencyUnreachableError) return error.message;
  const { code, address, port } = error as { code?: unknown; address?: unknown; port?: unknown };
  if (code === 'EADDRINUSE' && typeof port === 'number') {
    const variables = Object.entries(listeners)
      .filter(([, value]) => value === port)
      .map(([variable]) => variable);
    const where = typeof address === 'string' && !['', '::', '0.0.0.0'].includes(address) ? `${address}:${port}` : `port ${port}`;
    if (variables.length === 0) return `${where} is already in use`;
    const names = variables.join(' / ');
    const fix = `set ${names} to a free port, or 0 for any free port`;
    return `${names}: ${where} is already in use (another process listens there, e.g. a second replica on this host): ${fix}`;
  }
  return error;
}
