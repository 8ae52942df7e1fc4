export * from './webhooks.module';
export * from './webhooks-http.module';
export * from './webhooks-worker.module';
export * from './webhooks.service';
export * from './webhook-deliveries.service';
export { DELIVERY_STATUSES, type DeliveryStatus } from './domain/delivery-rules';
export { WEBHOOK_WORKER_OPTIONS, DEFAULT_WEBHOOK_WORKER_OPTIONS, type WebhookWorkerOptions } from './processors/webhook-worker-options';
export type { WebhookResponse, WebhookWithSecretResponse, WebhookDeliveryResponse } from './http/dto/webhook-response.dto';
