import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const MAIN = { api: 'apps/api/src/main.ts', worker: 'apps/worker/src/main.ts' } as const;

export interface AppProcess {
  process: ChildProcess;
  /** stdout and stderr so far, interleaved as they arrived. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the API's or the worker's own main.ts (what `npm run start:api` / `start:worker` run, from
 * the TypeScript sources through register-ts.cjs) with exactly this environment.
 */
export function spawnApp(app: keyof typeof MAIN, env: Record<string, string>): AppProcess {
  const child = spawn(process.execPath, ['-r', join(__dirname, 'register-ts.cjs'), join(ROOT, MAIN[app])], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { process: child, output: () => output, exited };
}

/** Stops a process the test started, if it still runs (SIGKILL: nothing of it needs to finish). */
export async function stopApp(app: AppProcess): Promise<void> {
  if (app.process.exitCode === null && app.process.signalCode === null) app.process.kill('SIGKILL');
  await app.exited;
}
