import type { Logger } from '@nestjs/common';

export interface PeriodicTaskOptions {
  /** Time from the end of one pass to the start of the next. */
  everyMs: number;
  /** Delay before the first pass: `everyMs` unless told; `'spread'` picks it at random below `everyMs`, so replicas that start together do not run together. */
  firstAfterMs?: number | 'spread';
  /** Where a failed pass is logged, as `<failure> failed: <message>`. */
  logger: Logger;
  /** What a pass does, for the log line of a failed one, e.g. `Pruning expired keys`. */
  failure: string;
  /** Level of that log line. */
  failureLevel?: 'warn' | 'error';
}

/**
 * Background work repeated in a process: one pass at a time (a pass never overlaps the previous one), a
 * failed pass logged and the next one still scheduled, and `stop()` resolving once the pass under way
 * has ended. Its timer does not keep the process alive.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly options: PeriodicTaskOptions,
    private readonly pass: () => Promise<unknown>,
  ) {}

  /** True once `stop()` was called: a long pass checks it between its batches to end early. */
  get stopping(): boolean {
    return this.stopped;
  }

  start(): void {
    this.stopped = false;
    const { firstAfterMs = this.options.everyMs, everyMs } = this.options;
    this.schedule(firstAfterMs === 'spread' ? Math.floor(Math.random() * everyMs) : firstAfterMs);
  }

  /** Runs a pass now, or answers the one under way; resolves when it ends, never rejects. */
  runNow(): Promise<void> {
    this.running ??= Promise.resolve()
      .then(() => this.pass())
      .then(
        () => undefined,
        (error: Error) => {
          const line = `${this.options.failure} failed: ${error.message}`;
          if (this.options.failureLevel === 'error') this.options.logger.error(line);
          else this.options.logger.warn(line);
        },
      )
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /** Schedules no further pass and resolves once the pass under way, if any, has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      void this.runNow().finally(() => {
        if (!this.stopped) this.schedule(this.options.everyMs);
      });
    }, delayMs);
    this.timer.unref();
  }
}
