import { Module } from '@nestjs/common';
import { OutboxBacklog } from './outbox-backlog';
import { OutboxConsumers } from './outbox-consumer';
import { DEFAULT_OUTBOX_RELAY_OPTIONS, OUTBOX_RELAY_OPTIONS, OutboxRelay } from './outbox-relay';

/**
 * The relay, for the worker only: a module with outbox consumers imports it, and one relay feeds
 * them all; `OutboxBacklog` measures what it has left. Tests override OUTBOX_RELAY_OPTIONS for shorter polls.
 */
@Module({
  providers: [OutboxConsumers, OutboxRelay, OutboxBacklog, { provide: OUTBOX_RELAY_OPTIONS, useValue: DEFAULT_OUTBOX_RELAY_OPTIONS }],
  exports: [OutboxConsumers, OutboxBacklog],
})
export class OutboxRelayModule {}
