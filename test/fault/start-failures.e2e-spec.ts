import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from '../setup/global-setup';
import { databaseUrl, TEST_ENV } from '../setup/test-environment';
import { startMain } from '../kits/edges-kit';

const adminUrl = process.env[TEST_ENV.adminUrl] ?? '';
const redisUrl = process.env[TEST_ENV.redisUrl] ?? '';
const template = process.env[TEST_ENV.template] ?? '';
// The dependency wait (10 s) plus the start of a process compiled from the sources.
const EXIT_WITHIN_MS = 60_000;

/** Runs main.ts of the API or the worker until it exits; its exit code and every line it wrote (stdout and stderr). */
async function runToExit(app: 'api' | 'worker', env: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
  const child = startMain(app, { LOG_LEVEL: 'info', PORT: '0', METRICS_PORT: '0', WORKER_PORT: '0', ...env });
  const code = await child.exited;
  return { code, lines: [...child.lines(), ...child.stderr().split('\n')].filter((line) => line.trim() !== '') };
}

function parsed(line: string): { level?: string; msg?: string } | undefined {
  try {
    return JSON.parse(line) as { level?: string; msg?: string };
  } catch {
    return undefined;
  }
}

/** Exit 1, nothing but JSON lines (no stack trace, no client's own error output), and one fatal line: its message. */
function expectOneFatalLine({ code, lines }: { code: number | null; lines: string[] }): string {
  expect(lines.filter((line) => parsed(line) === undefined)).toEqual([]);
  const fatal = lines.map(parsed).filter((entry) => entry?.level === 'fatal');
  expect(fatal).toHaveLength(1);
  expect(code).toBe(1);
  return fatal[0]?.msg ?? '';
}

async function closedPort(): Promise<number> {
  return freePort();
}

/** Holds a port the way another process would (all interfaces, or one address). */
async function holdPort(host?: string): Promise<{ port: number; server: Server }> {
  const port = await freePort();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return { port, server };
}

describe('A process that cannot start', () => {
  describe.each(['api', 'worker'] as const)('%s', (app) => {
    it(
      'with a REDIS_URL nothing answers at: one fatal line naming REDIS_URL and host:port, exit 1',
      async () => {
        const port = await closedPort();
        const run = await runToExit(app, { DATABASE_URL: databaseUrl(adminUrl, template), REDIS_URL: `redis://127.0.0.1:${port}`, MIGRATIONS_RUN: 'false' });
        const message = expectOneFatalLine(run);
        expect(message).toContain('REDIS_URL');
        expect(message).toContain(`Redis at 127.0.0.1:${port}`);
        expect(message).not.toContain('DATABASE_URL');
      },
      EXIT_WITHIN_MS,
    );

    it(
      'with bad variables of the platform and of contexts: one fatal line naming every one before connecting to anything, exit 1',
      async () => {
        const run = await runToExit(app, {
          DATABASE_URL: databaseUrl(adminUrl, template),
          REDIS_URL: redisUrl,
          RATE_LIMIT_PER_MINUTE: 'many',
          WEBHOOK_RETRY_SCHEDULE: 'soon',
          DOCUMENT_MAX_BYTES: '0',
          CHANGES_RETENTION_DAYS: 'forever',
        });
        const message = expectOneFatalLine(run);
        for (const variable of ['RATE_LIMIT_PER_MINUTE', 'WEBHOOK_RETRY_SCHEDULE', 'DOCUMENT_MAX_BYTES', 'CHANGES_RETENTION_DAYS']) {
          expect(message).toContain(`${variable}: `);
        }
      },
      EXIT_WITHIN_MS,
    );

    it(
      'with a DATABASE_URL nothing answers at: one fatal line naming DATABASE_URL and host:port, exit 1',
      async () => {
        const port = await closedPort();
        const run = await runToExit(app, { DATABASE_URL: `postgres://ats:secret-password@127.0.0.1:${port}/ats`, REDIS_URL: redisUrl });
        const message = expectOneFatalLine(run);
        expect(message).toContain('DATABASE_URL');
        expect(message).toContain(`PostgreSQL at 127.0.0.1:${port}`);
        expect(message).not.toContain('secret-password');
      },
      EXIT_WITHIN_MS,
    );
  });

  it(
    'npm run migration:run with a DATABASE_URL nothing answers at: one line naming DATABASE_URL and host:port, no stack, exit 1',
    async () => {
      const port = await closedPort();
      const child = spawn(process.execPath, ['-r', join(__dirname, 'support/register-ts.cjs'), join(__dirname, '../../apps/run-migrations.ts')], {
        env: { PATH: process.env.PATH ?? '', DATABASE_URL: `postgres://ats:secret-password@127.0.0.1:${port}/ats`, REDIS_URL: redisUrl },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      const lines = output.split('\n').filter((line) => line.trim() !== '');
      expect(code).toBe(1);
      expect(lines.at(-1)).toContain(`DATABASE_URL: cannot reach PostgreSQL at 127.0.0.1:${port} (`);
      expect(lines.at(-1)).toContain('ECONNREFUSED');
      expect(output).not.toMatch(/\n\s+at /);
      expect(output).not.toContain('secret-password');
    },
    EXIT_WITHIN_MS,
  );

  describe('on a host where its port is taken (a second replica)', () => {
    const held: Server[] = [];
    let database = '';

    beforeAll(async () => {
      database = `ats_start_failures_${process.pid}`;
      const admin = new Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database} TEMPLATE ${template}`);
      await admin.end();
    });

    afterAll(async () => {
      for (const server of held) await new Promise((resolve) => server.close(resolve));
      const admin = new Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    });

    const env = () => ({ DATABASE_URL: databaseUrl(adminUrl, database), REDIS_URL: redisUrl, MIGRATIONS_RUN: 'false', QUEUE_PREFIX: database });

    it.each([
      { app: 'api', variable: 'METRICS_PORT', host: '127.0.0.1', where: '127.0.0.1:' },
      { app: 'api', variable: 'PORT', host: undefined, where: 'port ' },
      { app: 'worker', variable: 'WORKER_PORT', host: undefined, where: 'port ' },
    ] as const)(
      '$app: one fatal line saying which variable to set when $variable is in use, exit 1',
      async ({ app, variable, host, where }) => {
        const { port, server } = await holdPort(host);
        held.push(server);
        const message = expectOneFatalLine(await runToExit(app, { ...env(), [variable]: String(port) }));
        expect(message).toContain(`${variable}: ${where}${port} is already in use`);
        expect(message).toContain(`set ${variable} to a free port`);
      },
      EXIT_WITHIN_MS,
    );
  });
});
