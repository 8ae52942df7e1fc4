import { Module } from '@nestjs/common';
import {
  APP_CONFIG,
  HOST_LOOKUP,
  OutboundSender,
  OutboxRelayModule,
  RowJobFanout,
  systemLookup,
  TargetGuard,
  type AppConfig,
  type HostLookup,
} from '@app/core';
import { DeliveryQueueService } from './delivery-queue.service';
import { WebhooksRepository } from './persistence/webhooks.repository';
import { DeliveryReconcilerService } from './processors/delivery-reconciler.service';
import { WebhookDeliveryProcessor } from './processors/webhook-delivery.processor';
import { DEFAULT_WEBHOOK_WORKER_OPTIONS, WEBHOOK_WORKER_OPTIONS, type WebhookWorkerOptions } from './processors/webhook-worker-options';
import { WebhookDispatchService } from './webhook-dispatch.service';
import { WebhooksModule } from './webhooks.module';

/**
 * The webhook half of the worker (apps/worker imports it): the outbox relay's webhook fan-out, the
 * delivery processor and the reconciler. Tests override WEBHOOK_WORKER_OPTIONS and HOST_LOOKUP.
 */
@Module({
  imports: [WebhooksModule, OutboxRelayModule],
  providers: [
    { provide: WEBHOOK_WORKER_OPTIONS, useValue: DEFAULT_WEBHOOK_WORKER_OPTIONS },
    { provide: HOST_LOOKUP, useValue: systemLookup },
    {
      provide: OutboundSender,
      inject: [APP_CONFIG, WEBHOOK_WORKER_OPTIONS, HOST_LOOKUP],
      useFactory: (config: AppConfig, options: WebhookWorkerOptions, lookup: HostLookup) =>
        new OutboundSender(new TargetGuard(config.outboundPrivateTargets, lookup), {
          timeoutMs: options.requestTimeoutMs,
          connectionsPerOrigin: options.concurrency,
          userAgent: 'ats-webhooks/1.0',
        }),
    },
    WebhookDispatchService,
    // The relay's webhook consumer: a pending delivery per subscribed endpoint, then a job per delivery.
    RowJobFanout.provider('webhooks', WebhooksRepository, DeliveryQueueService),
    WebhookDeliveryProcessor,
    DeliveryReconcilerService,
  ],
})
export class WebhooksWorkerModule {}
