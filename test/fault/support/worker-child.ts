import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');

export interface WorkerChild {
  process: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts a worker process from the TypeScript sources (see register-ts.cjs) with this environment,
 * and resolves once it is ready; rejects (and kills it) when it is not ready within `timeoutMs`.
 */
export async function startWorker(env: Record<string, string>, timeoutMs = 30_000): Promise<WorkerChild> {
  const child = spawn(process.execPath, ['-r', join(__dirname, 'register-ts.cjs'), join(__dirname, 'worker-process.ts')], {
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
  const started = Date.now();
  while (!output.includes('worker ready')) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the worker exited before it was ready:\n${output}`);
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the worker was not ready within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { process: child, output: () => output, exited };
}

/** Stops a child the test started, if it still runs (never anything else). */
export async function stopWorker(worker: WorkerChild | undefined): Promise<void> {
  if (worker === undefined || worker.process.exitCode !== null || worker.process.signalCode !== null) return;
  worker.process.kill('SIGKILL');
  await worker.exited;
}
