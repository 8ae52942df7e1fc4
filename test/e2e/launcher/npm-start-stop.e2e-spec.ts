import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../setup/global-setup';
import { TEST_ENV } from '../../setup/test-environment';

/**
 * `npm start` (the real npm script, which builds first when the sources changed) stopped the way an IDE's
 * stop button or `timeout` stops it: a signal to the npm process only. Everything the launcher started
 * must go with it. Each launcher runs on its own data directory (DEV_DATA_DIR) and ports.
 */
const ROOT = join(__dirname, '../../..');
const STARTUP_MS = 180_000;
const STOP_MS = 60_000;
const TEST_MS = STARTUP_MS + STOP_MS + 10_000;

interface LauncherState {
  pid: number;
  services: { name: string; pid: number }[];
}

interface Launcher {
  npm: ChildProcess;
  port: number;
  output: () => string;
  state: LauncherState;
}

const dataDir = mkdtempSync(join(tmpdir(), 'ats-launcher-'));
const launched: Launcher[] = [];

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function isReady(port: number): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${port}/health/ready`, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
  return response?.status === 200;
}

/** Runs `npm start` (building when needed, as for a user) and waits until the API is ready and .data/dev.pid lists the API and the worker. */
async function startLauncher(): Promise<Launcher> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DEV_DATA_DIR: dataDir,
    PORT: String(port),
    WORKER_PORT: '0',
    METRICS_PORT: '0',
    REDIS_URL: process.env[TEST_ENV.redisUrl],
    LOG_LEVEL: 'warn',
  };
  // The embedded PostgreSQL is part of what must stop; the launcher makes the bootstrap key.
  for (const name of ['DATABASE_URL', 'BOOTSTRAP_API_KEY', 'ENCRYPTION_KEY', 'DOCUMENT_STORAGE_URL']) delete env[name];
  let output = '';
  const npm = spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const launcher: Launcher = { npm, port, output: () => output, state: { pid: 0, services: [] } };
  launched.push(launcher);
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    if (npm.exitCode !== null) throw new Error(`npm start exited (${npm.exitCode}) before it was ready:\n${output}`);
    const state = readState();
    if (state && state.services.some((s) => s.name === 'worker') && (await isReady(port))) {
      launcher.state = state;
      return launcher;
    }
    if (Date.now() > deadline) throw new Error(`npm start was not ready within ${STARTUP_MS / 1000} s:\n${output}`);
    await sleep(500);
  }
}

function readState(): LauncherState | undefined {
  try {
    return JSON.parse(readFileSync(join(dataDir, 'dev.pid'), 'utf8')) as LauncherState;
  } catch {
    return undefined;
  }
}

/** Waits (up to STOP_MS) for the launcher and every process it recorded to be gone; fails naming the survivors. */
async function expectAllStopped({ state, output }: Launcher): Promise<void> {
  const started = [{ name: 'launcher', pid: state.pid }, ...state.services];
  const deadline = Date.now() + STOP_MS;
  while (started.some(({ pid }) => isAlive(pid)) && Date.now() < deadline) await sleep(250);
  const survivors = started.filter(({ pid }) => isAlive(pid)).map(({ name, pid }) => `${name} (pid ${pid})`);
  if (survivors.length > 0)
    throw new Error(`still running ${STOP_MS / 1000} s after the signal: ${survivors.join(', ')}\n--- npm start output ---\n${output()}`);
  expect(existsSync(join(dataDir, 'dev.pid'))).toBe(false); // the launcher stopped them and cleaned up: no crash
}

afterEach(async () => {
  // What a failed test left (the launcher first, so it starts nothing more), so the next test starts clean.
  for (const { npm, state } of launched.splice(0)) {
    for (const pid of [npm.pid, state.pid, ...state.services.map((s) => s.pid)]) {
      if (pid && isAlive(pid)) process.kill(pid, 'SIGKILL');
    }
  }
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm start stopped through the npm process', () => {
  it(
    'stops the launcher, PostgreSQL, the API and the worker when npm gets SIGTERM',
    async () => {
      const launcher = await startLauncher();
      expect(launcher.state.services.map((s) => s.name)).toEqual(expect.arrayContaining(['postgres', 'api', 'worker']));
      // The example careers page, which only npm start serves (README.md#careers-site).
      const careers = await fetch(`http://127.0.0.1:${launcher.port}/careers-demo/`);
      expect(careers.status).toBe(200);
      expect(await careers.text()).toBe(readFileSync(join(ROOT, 'examples/careers-site/index.html'), 'utf8'));
      // The banner comes once both processes are ready and quiet.
      const banner = `Careers page: http://localhost:${launcher.port}/careers-demo/`;
      for (const deadline = Date.now() + 30_000; !launcher.output().includes(banner) && Date.now() < deadline;) await sleep(250);
      expect(launcher.output()).toContain(banner);

      launcher.npm.kill('SIGTERM');

      await expectAllStopped(launcher);
    },
    TEST_MS,
  );

  it(
    'stops them all when the npm process dies (SIGKILL)',
    async () => {
      const launcher = await startLauncher();

      launcher.npm.kill('SIGKILL');

      await expectAllStopped(launcher);
    },
    TEST_MS,
  );
});
