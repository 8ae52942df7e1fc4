import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OutboxConsumers, type AfterCommit, type OutboxConsumer, type OutboxEventRef } from '@app/core';
import { AutomationRunsRepository } from '../persistence/automation-runs.repository';
import { RunQueueService } from '../run-queue.service';

/** The relay's automation consumer: a run per matching automation, then a job per queued run. */
@Injectable()
export class AutomationFanoutService implements OutboxConsumer, OnModuleInit {
  readonly name = 'automations';

  constructor(
    private readonly consumers: OutboxConsumers,
    private readonly repository: AutomationRunsRepository,
    private readonly queue: RunQueueService,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this);
  }

  async fanOut(tx: EntityManager, events: readonly OutboxEventRef[]): Promise<AfterCommit | undefined> {
    const ids = await this.repository.fanOut(tx, events, new Date());
    return ids.length === 0 ? undefined : () => this.queue.enqueue(ids.map((id) => ({ id })));
  }
}
