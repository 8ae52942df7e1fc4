import { testEnvironment } from '../../helpers/test-app';
import { startMain } from '../../kits/edges-kit';
import { waitFor } from '../../helpers/common';

/** Issue 6: the worker writes the same JSON lines as the API, from its first line to its last. */
describe('worker logs', () => {
  it('writes every line as pino JSON, boot lines included, and exits 0 on SIGTERM', async () => {
    const environment = await testEnvironment({ LOG_LEVEL: 'info' });
    const worker = startMain('worker', environment.env);
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
    const worker = startMain('worker', { WORKER_PORT: 'not-a-port' });
    expect(await worker.exited).toBe(1);
    const parsed = worker.lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed).toEqual([
      expect.objectContaining({
        level: 'fatal',
        context: 'Worker',
        msg: expect.stringMatching(/DATABASE_URL[\s\S]*WORKER_PORT|WORKER_PORT[\s\S]*DATABASE_URL/),
      }),
    ]);
    expect(worker.stderr()).toBe('');
  }, 60_000);
});
