import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  APP_CONFIG,
  generateWebhookSecret,
  InvalidStateError,
  newId,
  NotFoundError,
  pageLimit,
  previousSecretExpiry,
  SecretCipher,
  ServiceUnavailableError,
  toPage,
  type AppConfig,
  type Page,
  type PageQueryDto,
  type RowLock,
} from '@app/core';
import { DeliveryQueueService } from './delivery-queue.service';
import { TEST_EVENT, WebhookRules } from './domain/webhook-rules';
import type { WebhookDeliveryResponse, WebhookResponse, WebhookWithSecretResponse } from './representation/webhook-response.dto';
import { presentDelivery, presentWebhook, presentWebhookWithSecret } from './representation/webhook.presenter';
import { WebhookDeliveryEntity } from './persistence/webhook-delivery.entity';
import { WebhookEndpointEntity } from './persistence/webhook-endpoint.entity';
import { WebhooksRepository } from './persistence/webhooks.repository';
import type { CreateWebhookInput, UpdateWebhookInput } from './representation/webhook-requests';

/** Webhook endpoints (docs/api/resources.md#webhooks-and-deliveries). Webhook changes are not domain events: no activity, no outbox. */
@Injectable()
export class WebhooksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: WebhooksRepository,
    private readonly cipher: SecretCipher,
    private readonly queue: DeliveryQueueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(dto: CreateWebhookInput): Promise<WebhookWithSecretResponse> {
    WebhookRules.check(dto, this.config.outboundPrivateTargets);
    this.requireCipher();
    const now = new Date();
    const id = newId();
    const secret = generateWebhookSecret();
    const endpoint = this.dataSource.manager.create(WebhookEndpointEntity, {
      id,
      url: dto.url,
      events: dto.events,
      description: dto.description ?? null,
      enabled: dto.enabled ?? true,
      disabledReason: null,
      secretEncrypted: this.cipher.encrypt(secret, id),
      previousSecretEncrypted: null,
      previousSecretExpiresAt: null,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    });
    await this.dataSource.transaction((tx) => tx.insert(WebhookEndpointEntity, endpoint));
    return presentWebhookWithSecret(endpoint, secret);
  }

  async list(query: PageQueryDto): Promise<Page<WebhookResponse>> {
    return toPage(await this.repository.list(query), pageLimit(query), presentWebhook);
  }

  async get(id: string): Promise<WebhookResponse> {
    return presentWebhook(await this.findOrFail(this.dataSource.manager, id));
  }

  /**
   * Only the fields sent change. Disabling cancels the pending and retrying deliveries (nothing
   * more is sent); re-enabling clears `disabledReason` and delivers events from then on.
   */
  async update(id: string, dto: UpdateWebhookInput): Promise<WebhookResponse> {
    WebhookRules.check(dto, this.config.outboundPrivateTargets);
    return this.dataSource.transaction(async (tx) => {
      const endpoint = await this.findOrFail(tx, id, 'update');
      const changes: Partial<WebhookEndpointEntity> = {};
      if (dto.url !== undefined && dto.url !== endpoint.url) changes.url = dto.url;
      if (dto.events !== undefined && JSON.stringify(dto.events) !== JSON.stringify(endpoint.events)) changes.events = dto.events;
      if (dto.description !== undefined && dto.description !== endpoint.description) changes.description = dto.description;
      if (dto.enabled !== undefined && dto.enabled !== endpoint.enabled) {
        changes.enabled = dto.enabled;
        changes.disabledReason = null;
      }
      if (Object.keys(changes).length === 0) return presentWebhook(endpoint);
      Object.assign(endpoint, changes, { updatedAt: new Date() });
      await tx.update(WebhookEndpointEntity, { id }, { ...changes, updatedAt: endpoint.updatedAt });
      if (changes.enabled === false) await this.repository.cancelOpenDeliveries(tx, id, endpoint.updatedAt);
      return presentWebhook(endpoint);
    });
  }

  /** A new secret; the old one keeps signing (next to it) for 24 hours so receivers can switch. */
  async rotateSecret(id: string): Promise<WebhookWithSecretResponse> {
    return this.dataSource.transaction(async (tx) => {
      const endpoint = await this.findOrFail(tx, id, 'update');
      this.requireCipher();
      const now = new Date();
      const secret = generateWebhookSecret();
      const changes = {
        secretEncrypted: this.cipher.encrypt(secret, id),
        previousSecretEncrypted: endpoint.secretEncrypted,
        previousSecretExpiresAt: previousSecretExpiry(now),
        updatedAt: now,
      };
      await tx.update(WebhookEndpointEntity, { id }, changes);
      return presentWebhookWithSecret(Object.assign(endpoint, changes), secret);
    });
  }

  /** Sends a `webhook.test` event to this endpoint only, whatever it subscribes to; 202 with the delivery. */
  async sendTest(id: string): Promise<WebhookDeliveryResponse> {
    const delivery = await this.dataSource.transaction(async (tx) => {
      const endpoint = await this.findOrFail(tx, id, 'share');
      WebhooksService.assertEnabled(endpoint);
      const now = new Date();
      const eventId = await this.repository.insertTestEvent(tx, id, now);
      const row = tx.create(WebhookDeliveryEntity, { ...openDelivery(id, eventId, TEST_EVENT, now), replayOfId: null });
      await tx.insert(WebhookDeliveryEntity, row);
      return row;
    });
    await this.queue.enqueueSoon([delivery.id]);
    return presentDelivery(delivery);
  }

  /** DELETE /webhooks/{id}: soft delete; pending and retrying deliveries are canceled, so nothing more is sent. */
  async remove(id: string): Promise<{ deleted: true }> {
    await this.dataSource.transaction(async (tx) => {
      await this.findOrFail(tx, id, 'update');
      const now = new Date();
      await tx.update(WebhookEndpointEntity, { id }, { deletedAt: now, updatedAt: now });
      await this.repository.cancelOpenDeliveries(tx, id, now);
    });
    return { deleted: true };
  }

  /** A disabled endpoint gets nothing, not even a test or a replay (409). */
  static assertEnabled(endpoint: WebhookEndpointEntity): void {
    if (!endpoint.enabled) throw new InvalidStateError('The webhook is disabled: enable it with PATCH { "enabled": true } first', 'disabled', ['enabled']);
  }

  async findOrFail(tx: EntityManager, id: string, lock?: RowLock): Promise<WebhookEndpointEntity> {
    const endpoint = await this.repository.findLive(tx, id, lock);
    if (endpoint === null) throw new NotFoundError('Webhook', id);
    return endpoint;
  }

  private requireCipher(): void {
    if (!this.cipher.available) {
      throw new ServiceUnavailableError(
        'Webhook secrets cannot be stored: the server has no ENCRYPTION_KEY (32 random bytes, base64); ask the operator to set it',
      );
    }
  }
}

/** A new delivery row, owed its first attempt. */
export function openDelivery(endpointId: string, eventId: string, event: string, now: Date): Omit<WebhookDeliveryEntity, 'replayOfId'> {
  return {
    id: newId(),
    endpointId,
    eventId,
    event,
    status: 'pending',
    attempts: 0,
    responseStatus: null,
    lastError: null,
    nextRetryAt: null,
    deliveredAt: null,
    deadLetteredAt: null,
    createdAt: now,
    updatedAt: now,
  };
}
