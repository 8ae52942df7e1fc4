import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OutboxConsumers, type AfterCommit, type OutboxConsumer, type OutboxEventRef } from '@app/core';
import { DeliveryQueueService } from '../delivery-queue.service';
import { WebhooksRepository } from '../persistence/webhooks.repository';

/** The relay's webhook consumer: a pending delivery per subscribed endpoint, then a job per delivery. */
@Injectable()
export class WebhookFanoutService implements OutboxConsumer, OnModuleInit {
  readonly name = 'webhooks';

  constructor(
    private readonly consumers: OutboxConsumers,
    private readonly repository: WebhooksRepository,
    private readonly queue: DeliveryQueueService,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this);
  }

  async fanOut(tx: EntityManager, events: readonly OutboxEventRef[]): Promise<AfterCommit | undefined> {
    const ids = await this.repository.fanOut(tx, events, new Date());
    return ids.length === 0 ? undefined : () => this.queue.enqueue(ids.map((id) => ({ id })));
  }
}
