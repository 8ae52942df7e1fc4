import { ConfigValidationError } from '../config/app-config';
import { DependencyUnreachableError, startFailure, waitForDatabase, waitForDependencies } from './start-up-checks';

/** The error Node's listen() fails with when another process holds the port. */
const inUse = (address: string, port: number) =>
  Object.assign(new Error(`listen EADDRINUSE: address already in use ${address}:${port}`), { code: 'EADDRINUSE', address, port });

describe(startFailure.name, () => {
  const api = { PORT: 3000, METRICS_PORT: 3002 };

  it('names the variable of the port in use, with the address when it is not every interface', () => {
    expect(startFailure(inUse('127.0.0.1', 3002), api)).toMatch(
      /^METRICS_PORT: 127\.0\.0\.1:3002 is already in use .*: set METRICS_PORT to a free port, or 0 for any free port$/,
    );
    expect(startFailure(inUse('::', 3000), api)).toMatch(/^PORT: port 3000 is already in use .*: set PORT to a free port/);
  });

  it('names both variables when they hold one port, and none for a port of no variable', () => {
    expect(startFailure(inUse('::', 3000), { PORT: 3000, METRICS_PORT: 3000 })).toMatch(/^PORT \/ METRICS_PORT: port 3000 /);
    expect(startFailure(inUse('::', 4000), api)).toBe('port 4000 is already in use');
  });

  it("gives a configuration or dependency error's message, and any other error itself", () => {
    expect(startFailure(new ConfigValidationError('Invalid environment configuration:\n  PORT: must be an integer'), api)).toBe(
      'Invalid environment configuration:\n  PORT: must be an integer',
    );
    expect(startFailure(new DependencyUnreachableError('REDIS_URL: cannot reach Redis at 127.0.0.1:1'), api)).toBe(
      'REDIS_URL: cannot reach Redis at 127.0.0.1:1',
    );
    const other = new Error('boom');
    expect(startFailure(other, api)).toBe(other);
  });
});

describe('the start-up wait for PostgreSQL and Redis', () => {
  const quick = { waitMs: 0, retryMs: 0, connectTimeoutMs: 1 };
  const bad = 'postgres://ats:s3cret@db:port/ats';

  it('names DATABASE_URL (or REDIS_URL) that does not parse as a URL, before connecting and without its password', async () => {
    for (const wait of [
      () => waitForDatabase(bad, () => undefined, quick),
      () => waitForDependencies({ databaseUrl: bad, redisUrl: 'redis://:s3cret@cache:port' }, () => undefined, quick),
    ]) {
      const error = (await wait().catch((caught: unknown) => caught)) as Error;
      expect(error).toBeInstanceOf(ConfigValidationError);
      expect(startFailure(error, {})).toMatch(/\n {2}DATABASE_URL: must be a postgres:\/\/ connection URL: it does not parse as a URL/);
      expect(error.message).not.toMatch(/s3cret/);
    }
    const both = (await waitForDependencies({ databaseUrl: bad, redisUrl: 'redis://:s3cret@cache:port' }, () => undefined, quick).catch(
      (caught: unknown) => caught,
    )) as Error;
    expect(both.message).toMatch(/\n {2}REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL: it does not parse as a URL/);
  });
});
