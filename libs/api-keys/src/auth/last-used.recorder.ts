import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PeriodicTask } from '@app/core';
import { DataSource } from 'typeorm';
import { ApiKeysRepository } from '../persistence/api-keys.repository';

const WRITE_INTERVAL_MS = 60_000;
const FLUSH_EVERY_MS = 5_000;

/**
 * Keeps `lastUsedAt` current without a write per request: uses are collected in memory and
 * written in one statement every few seconds, at most once per key per minute (across replicas:
 * the WHERE clause skips keys another replica touched within the minute).
 */
@Injectable()
export class LastUsedRecorder implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(LastUsedRecorder.name);
  private readonly pending = new Map<string, number>();
  private readonly written = new Map<string, number>();
  private readonly task = new PeriodicTask({ everyMs: FLUSH_EVERY_MS, logger: this.logger, failure: 'lastUsedAt flush' }, () => this.flush());
  /** The write under way (the timer's or a caller's); the next flush starts after it. */
  private writing: Promise<void> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ApiKeysRepository,
  ) {}

  onModuleInit(): void {
    this.task.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
    await this.flush().catch(() => undefined);
  }

  touch(keyId: string, at: number): void {
    if (at - (this.written.get(keyId) ?? 0) >= WRITE_INTERVAL_MS) this.pending.set(keyId, at);
  }

  /**
   * Writes every use touched before the call; resolves once it is stored, also when the timer's
   * flush took the uses and is still writing them.
   */
  flush(): Promise<void> {
    const write = this.writing.catch(() => undefined).then(() => this.writePending());
    this.writing = write;
    return write;
  }

  private async writePending(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending];
    this.pending.clear();
    for (const [keyId, at] of batch) this.written.set(keyId, at);
    await this.repository.recordLastUsed(
      this.dataSource.manager,
      batch.map(([keyId]) => keyId),
      batch.map(([, at]) => new Date(at)),
    );
  }
}
