import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { testEnvironment } from '../../helpers/test-app';
import { waitFor } from './edges-kit';

const ROOT = join(__dirname, '..', '..', '..');

/** apps/worker/src/main.ts in a child process, from the TypeScript sources (test/fault/support/register-ts.cjs). */
function startWorkerMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['-r', join(ROOT, 'test/fault/support/register-ts.cjs'), join(ROOT, 'apps/worker/src/main.ts')], {
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

/** Issue 6: the worker writes the same JSON lines as the API, from its first line to its last. */
describe('worker logs', () => {
  it('writes every line as pino JSON, boot lines included, and exits 0 on SIGTERM', async () => {
    const environment = await testEnvironment({ LOG_LEVEL: 'info' });
    const worker = startWorkerMain(environment.env);
    try {
      await waitFor('the worker to start', () => worker.lines().some((line) => line.includes('Worker started')) || worker.child.exitCode !== null, 60_000);
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      const parsed = worker.lines().map((line) => JSON.parse(line) as Record<string, unknown>);
      for (const line of parsed) {
        expect(line).toMatchObject({ level: expect.any(String), time: expect.any(String), pid: worker.child.pid, msg: expect.any(String) });
      }
      const messages = parsed.map((line) => `${line.context}: ${line.msg}`);
      expect(messages).toEqual(
        expect.arrayContaining([
          'NestFactory: Starting Nest application...',
          expect.stringMatching(/^Worker: Probes on port \d+/),
          'Worker: Worker started: connected to PostgreSQL and Redis',
        ]),
      );
      expect(worker.stderr()).toBe('');
    } finally {
      if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
      await environment.drop();
    }
  }, 90_000);

  it('reports a configuration it cannot start with as one JSON line at level fatal, and exits 1', async () => {
    const worker = startWorkerMain({ WORKER_PORT: 'not-a-port' });
    expect(await worker.exited).toBe(1);
    const parsed = worker.lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed).toEqual([expect.objectContaining({ level: 'fatal', context: 'Worker', msg: expect.stringMatching(/DATABASE_URL[\s\S]*WORKER_PORT|WORKER_PORT[\s\S]*DATABASE_URL/) })]);
    expect(worker.stderr()).toBe('');
  }, 60_000);
});
