import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { generateApiKey } from '@app/api-keys';
import { databaseUrl, TEST_ENV } from '../setup/test-environment';

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is unset: run tests that need the database through jest's e2e or service project (global setup)`);
  return value;
}

/** A fresh database cloned from the migrated template. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = requiredEnv(TEST_ENV.adminUrl);
  const name = `ats_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${requiredEnv(TEST_ENV.template)}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Environment for one test file: its own database and its own Redis key prefix. */
export async function testEnvironment(env: Record<string, string> = {}): Promise<{ env: Record<string, string>; bootstrapKey: string; drop(): Promise<void> }> {
  const database = await createTestDatabase();
  const bootstrapKey = generateApiKey('test');
  const documents = await mkdtemp(join(tmpdir(), 'ats-test-documents-'));
  return {
    env: {
      DATABASE_URL: database.url,
      REDIS_URL: requiredEnv(TEST_ENV.redisUrl),
      QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
      BOOTSTRAP_API_KEY: bootstrapKey,
      MIGRATIONS_RUN: 'false',
      // Webhook secrets are encrypted at rest; pass ENCRYPTION_KEY: '' to run without one.
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      // Files that send many requests would trip the default 600/min (docs/api/wire-rules.md#rate-limiting); the rate-limit tests set their own.
      RATE_LIMIT_PER_MINUTE: '1000000',
      // Likewise the careers applies from one address (default 5/min; docs/api/careers.md#rate-limits).
      PUBLIC_APPLY_PER_MINUTE: '1000000',
      // And the failed authentications of one address (default 60/min; docs/api/auth.md#failed-authentications).
      AUTH_FAILURES_PER_MINUTE: '1000000',
      // Warnings and errors only, as before the JSON logger; a test that reads the logs sets its own.
      LOG_LEVEL: 'warn',
      // Any free port for the worker's probe server, so that test files can run in parallel.
      WORKER_PORT: '0',
      // And for the API's private metrics port.
      METRICS_PORT: '0',
      // Documents' bytes in a directory of the file's own, never in the checkout's .data/.
      DOCUMENT_STORAGE_URL: `file:${documents}`,
      ...env,
    },
    bootstrapKey,
    drop: async () => {
      await rm(documents, { recursive: true, force: true });
      await database.drop();
    },
  };
}
