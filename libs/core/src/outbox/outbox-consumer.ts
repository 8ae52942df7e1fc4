import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** An outbox row as the relay hands it to consumers; the payload stays in the table. */
export interface OutboxEventRef {
  id: string;
  type: string;
  createdAt: Date;
}

/** Work to do once the relay's transaction has committed (e.g. enqueue jobs for the rows just written). */
export type AfterCommit = () => Promise<void>;

/**
 * Something that turns outbox events into its own rows (deliveries, runs),
 * inside the relay's transaction, so an event is marked published exactly when they exist.
 */
export interface OutboxConsumer {
  readonly name: string;
  fanOut(tx: EntityManager, events: readonly OutboxEventRef[]): Promise<AfterCommit | undefined>;
}

/** The consumers the relay feeds; each registers itself when its module starts. */
@Injectable()
export class OutboxConsumers {
  private readonly consumers: OutboxConsumer[] = [];

  register(consumer: OutboxConsumer): void {
    if (!this.consumers.includes(consumer)) this.consumers.push(consumer);
  }

  all(): readonly OutboxConsumer[] {
    return this.consumers;
  }
}
