import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueModule, WEBHOOK_DELIVERIES_QUEUE } from '@app/core';
import { DeliveryQueueService } from './delivery-queue.service';
import { WebhookDeliveryEntity } from './persistence/webhook-delivery.entity';
import { WebhookEndpointEntity } from './persistence/webhook-endpoint.entity';
import { WebhooksRepository } from './persistence/webhooks.repository';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { WebhooksService } from './webhooks.service';

/** Endpoints and deliveries, shared by the API and the worker. */
@Module({
  imports: [TypeOrmModule.forFeature([WebhookEndpointEntity, WebhookDeliveryEntity]), QueueModule, BullModule.registerQueue({ name: WEBHOOK_DELIVERIES_QUEUE })],
  providers: [
    WebhooksRepository,
    DeliveryQueueService,
    WebhooksService,
    WebhookDeliveriesService,
  ],
  exports: [WebhooksService, WebhookDeliveriesService, WebhooksRepository, DeliveryQueueService],
})
export class WebhooksModule {}
