import type { OnModuleInit, Provider, Type } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RowJobQueue } from '../queue/row-job-queue';
import { OutboxConsumers, type AfterCommit, type OutboxConsumer, type OutboxEventRef } from './outbox-consumer';

/** A context's rows for a batch of outbox events (deliveries, runs); returns the ids of the rows written. */
export interface FanoutRows {
  fanOut(tx: EntityManager, events: readonly OutboxEventRef[], now: Date): Promise<string[]>;
}

/**
 * The outbox consumer of a context whose work is one row job per row (RowJobQueue): writes its
 * rows in the relay's transaction, then, once committed, a job per row. Each context configures
 * one with `RowJobFanout.provider(name, rows, queue)` in its worker module.
 */
export class RowJobFanout implements OutboxConsumer, OnModuleInit {
  constructor(
    readonly name: string,
    private readonly consumers: OutboxConsumers,
    private readonly rows: FanoutRows,
    private readonly queue: RowJobQueue<unknown>,
  ) {}

  static provider(name: string, rows: Type<FanoutRows>, queue: Type<RowJobQueue<unknown>>): Provider {
    return {
      provide: `${RowJobFanout.name}:${name}`,
      inject: [OutboxConsumers, rows, queue],
      useFactory: (consumers: OutboxConsumers, rowsOfContext: FanoutRows, queueOfContext: RowJobQueue<unknown>) =>
        new RowJobFanout(name, consumers, rowsOfContext, queueOfContext),
    };
  }

  onModuleInit(): void {
    this.consumers.register(this);
  }

  async fanOut(tx: EntityManager, events: readonly OutboxEventRef[]): Promise<AfterCommit | undefined> {
    const ids = await this.rows.fanOut(tx, events, new Date());
    return ids.length === 0 ? undefined : () => this.queue.enqueue(ids.map((id) => ({ id })));
  }
}
