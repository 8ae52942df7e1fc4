import type { Logger } from '@nestjs/common';
import { PeriodicTask } from './periodic-task';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe(PeriodicTask.name, () => {
  const logger = { warn: jest.fn(), error: jest.fn() } as unknown as jest.Mocked<Logger>;
  const tasks: PeriodicTask[] = [];
  const task = (options: Partial<ConstructorParameters<typeof PeriodicTask>[0]>, pass: () => Promise<unknown>) => {
    const created = new PeriodicTask({ everyMs: 1000, logger, failure: 'Tidying', ...options }, pass);
    tasks.push(created);
    return created;
  };

  beforeEach(() => {
    jest.useFakeTimers();
    jest.clearAllMocks();
  });
  afterEach(async () => {
    await Promise.all(tasks.splice(0).map((each) => each.stop()));
    jest.useRealTimers();
  });

  it('runs a pass every interval, the first one an interval after start unless told', async () => {
    const pass = jest.fn(async () => undefined);
    task({}, pass).start();
    await jest.advanceTimersByTimeAsync(999);
    expect(pass).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2000);
    expect(pass).toHaveBeenCalledTimes(3);
  });

  it('starts the first pass at a random point below the interval when spread', async () => {
    jest.spyOn(Math, 'random').mockReturnValueOnce(0.25);
    const pass = jest.fn(async () => undefined);
    task({ firstAfterMs: 'spread' }, pass).start();
    await jest.advanceTimersByTimeAsync(250);
    expect(pass).toHaveBeenCalledTimes(1);
  });

  it('never overlaps passes: the next one starts an interval after a slow one ends, and runNow answers the pass under way', async () => {
    const slow = deferred();
    const pass = jest.fn(() => slow.promise);
    const periodic = task({}, pass);
    periodic.start();
    await jest.advanceTimersByTimeAsync(5000);
    expect(pass).toHaveBeenCalledTimes(1);
    const now = periodic.runNow();
    expect(pass).toHaveBeenCalledTimes(1);
    slow.resolve();
    await now;
    await jest.advanceTimersByTimeAsync(999);
    expect(pass).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('logs a failed pass at the level told, does not reject, and keeps the schedule', async () => {
    const pass = jest.fn(async () => Promise.reject(new Error('database down')));
    const periodic = task({ failureLevel: 'error' }, pass);
    await expect(periodic.runNow()).resolves.toBeUndefined();
    expect(logger.error).toHaveBeenCalledWith('Tidying failed: database down');
    periodic.start();
    await jest.advanceTimersByTimeAsync(2000);
    expect(pass).toHaveBeenCalledTimes(3);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('logs a pass that throws before it returns a promise, at warn unless told', async () => {
    const periodic = task({}, () => {
      throw new Error('bad state');
    });
    await periodic.runNow();
    expect(logger.warn).toHaveBeenCalledWith('Tidying failed: bad state');
  });

  it('stop waits for the pass under way, says it is stopping to that pass, and schedules no other', async () => {
    const slow = deferred();
    let sawStopping = false;
    const periodic = task({}, async () => {
      await slow.promise;
      sawStopping = periodic.stopping;
    });
    periodic.start();
    await jest.advanceTimersByTimeAsync(1000);
    let stopped = false;
    const stopping = periodic.stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    slow.resolve();
    await stopping;
    expect(sawStopping).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });
});
