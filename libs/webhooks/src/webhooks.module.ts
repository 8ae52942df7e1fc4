import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueModule } from '@app/core';
import { WEBHOOK_DELIVERIES_QUEUE } from './delivery-job';
import { DeliveryQueueService } from './delivery-queue.service';
import { WebhookDeliveryEntity } from './persistence/webhook-delivery.entity';
import { WebhookEndpointEntity } from './persistence/webhook-endpoint.entity';
import { WebhooksRepository } from './persistence/webhooks.repository';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { WebhookMetrics } from './webhook-metrics';
import { WebhooksService } from './webhooks.service';

/** Endpoints and deliveries, shared by the API and the worker. */
@Module({
  imports: [TypeOrmModule.forFeature([WebhookEndpointEntity, WebhookDeliveryEntity]), QueueModule.forQueue(WEBHOOK_DELIVERIES_QUEUE)],
  providers: [WebhooksRepository, DeliveryQueueService, WebhooksService, WebhookDeliveriesService, WebhookMetrics],
  exports: [WebhooksService, WebhookDeliveriesService, WebhooksRepository, DeliveryQueueService, WebhookMetrics],
})
export class WebhooksModule {}
