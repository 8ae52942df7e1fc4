import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { NotFoundError, pageLimit, toPage, type Page } from '@app/core';
import { DeliveryQueueService } from './delivery-queue.service';
import { DeliveryRules } from './domain/delivery-rules';
import type { WebhookDeliveryResponse } from './representation/webhook-response.dto';
import { presentDelivery } from './representation/webhook.presenter';
import { WebhookDeliveryEntity } from './persistence/webhook-delivery.entity';
import { WebhooksRepository } from './persistence/webhooks.repository';
import { openDelivery, WebhooksService } from './webhooks.service';
import type { ListDeliveriesQuery } from './representation/webhook-requests';

/** A webhook's deliveries: list, read, and replay (POST /webhooks/{id}/deliveries/{deliveryId}/replay). */
@Injectable()
export class WebhookDeliveriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: WebhooksRepository,
    private readonly webhooks: WebhooksService,
    private readonly queue: DeliveryQueueService,
  ) {}

  async list(webhookId: string, query: ListDeliveriesQuery): Promise<Page<WebhookDeliveryResponse>> {
    await this.webhooks.findOrFail(this.dataSource.manager, webhookId);
    return toPage(await this.repository.listDeliveries(webhookId, query), pageLimit(query), presentDelivery);
  }

  async get(webhookId: string, deliveryId: string): Promise<WebhookDeliveryResponse> {
    await this.webhooks.findOrFail(this.dataSource.manager, webhookId);
    return presentDelivery(await this.findOrFail(this.dataSource.manager, webhookId, deliveryId));
  }

  /**
   * Replay: a new delivery of the same event (same body, same `webhook-id`) with `replayOfId`,
   * queued at once. 404 when the webhook is deleted or the delivery is not its; 409 while the
   * delivery is still pending or retrying, or when the webhook is disabled.
   */
  async replay(webhookId: string, deliveryId: string): Promise<WebhookDeliveryResponse> {
    const replay = await this.dataSource.transaction(async (tx) => {
      const endpoint = await this.webhooks.findOrFail(tx, webhookId, 'share');
      const original = await this.findOrFail(tx, webhookId, deliveryId);
      DeliveryRules.assertReplayable(original.status);
      WebhooksService.assertEnabled(endpoint);
      const row = tx.create(WebhookDeliveryEntity, { ...openDelivery(webhookId, original.eventId, original.event, new Date()), replayOfId: original.id });
      await tx.insert(WebhookDeliveryEntity, row);
      return row;
    });
    await this.queue.enqueueSoon([replay.id]);
    return presentDelivery(replay);
  }

  private async findOrFail(tx: EntityManager, webhookId: string, deliveryId: string): Promise<WebhookDeliveryEntity> {
    const delivery = await this.repository.findDelivery(tx, webhookId, deliveryId);
    if (delivery === null) throw new NotFoundError('Webhook delivery', deliveryId);
    return delivery;
  }
}
