import type { Worker } from 'bullmq';
import { closeWorker } from './close-worker';

const never = () => new Promise<never>(() => undefined);

/** A worker whose Redis client and closes answer as told; records the closes asked for. */
function fakeWorker({ client = Promise.resolve({ status: 'ready' }), close = () => Promise.resolve(), disconnect = () => Promise.resolve() } = {}) {
  const calls: string[] = [];
  const worker = {
    backend: { client },
    close: (force?: boolean) => {
      calls.push(force === true ? 'close(force)' : 'close');
      return close();
    },
    disconnect: () => {
      calls.push('disconnect');
      return disconnect();
    },
  };
  return { worker: worker as unknown as Worker, calls };
}

describe(closeWorker.name, () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('closes gracefully when Redis is up and the jobs finish in time', async () => {
    const { worker, calls } = fakeWorker();
    await expect(closeWorker(worker, 1000)).resolves.toBe(false);
    expect(calls).toEqual(['close']);
  });

  it('forces the close once the graceful one outlasts the timeout', async () => {
    let graceful = true;
    const { worker, calls } = fakeWorker({ close: () => (graceful ? ((graceful = false), never()) : Promise.resolve()) });
    const closing = closeWorker(worker, 1000);
    await jest.advanceTimersByTimeAsync(1000);
    await expect(closing).resolves.toBe(true);
    expect(calls).toEqual(['close', 'close(force)']);
  });

  it('forces at once when the Redis connection is not ready', async () => {
    const { worker, calls } = fakeWorker({ client: Promise.resolve({ status: 'reconnecting' }) });
    await expect(closeWorker(worker, 60_000)).resolves.toBe(true);
    expect(calls).toEqual(['close(force)']);
  });

  it('forces when the Redis client fails or does not come within the forced-close bound', async () => {
    const failed = fakeWorker({ client: Promise.reject(new Error('no Redis')) });
    await expect(closeWorker(failed.worker, 60_000)).resolves.toBe(true);
    expect(failed.calls).toEqual(['close(force)']);

    const waiting = fakeWorker({ client: never() });
    const closing = closeWorker(waiting.worker, 60_000);
    await jest.advanceTimersByTimeAsync(1999);
    expect(waiting.calls).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    await expect(closing).resolves.toBe(true);
    expect(waiting.calls).toEqual(['close(force)']);
  });

  it('drops the connections when the forced close hangs too', async () => {
    const { worker, calls } = fakeWorker({ client: Promise.resolve({ status: 'end' }), close: never });
    const closing = closeWorker(worker, 1000);
    await jest.advanceTimersByTimeAsync(2000);
    await expect(closing).resolves.toBe(true);
    expect(calls).toEqual(['close(force)', 'disconnect']);
  });
});
