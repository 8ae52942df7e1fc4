import type { WebhookDeliveryEntity } from '../persistence/webhook-delivery.entity';
import type { WebhookEndpointEntity } from '../persistence/webhook-endpoint.entity';
import type { WebhookDeliveryResponse, WebhookResponse, WebhookWithSecretResponse } from './webhook-response.dto';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function presentWebhook(endpoint: WebhookEndpointEntity): WebhookResponse {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    description: endpoint.description,
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason,
    createdAt: endpoint.createdAt.toISOString(),
    updatedAt: endpoint.updatedAt.toISOString(),
  };
}

export function presentWebhookWithSecret(endpoint: WebhookEndpointEntity, secret: string): WebhookWithSecretResponse {
  return { ...presentWebhook(endpoint), secret };
}

export function presentDelivery(delivery: WebhookDeliveryEntity): WebhookDeliveryResponse {
  return {
    id: delivery.id,
    event: delivery.event,
    status: delivery.status,
    attempts: delivery.attempts,
    responseStatus: delivery.responseStatus,
    lastError: delivery.lastError,
    nextRetryAt: iso(delivery.nextRetryAt),
    deliveredAt: iso(delivery.deliveredAt),
    deadLetteredAt: iso(delivery.deadLetteredAt),
    replayOfId: delivery.replayOfId,
    createdAt: delivery.createdAt.toISOString(),
  };
}
