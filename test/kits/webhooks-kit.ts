import { Queue } from 'bullmq';
import type { AppConfig } from '@app/core';
import { WEBHOOK_DELIVERIES_QUEUE } from '@app/webhooks';
import type { ApiClient } from '../helpers/api-client';
import { expectTimestamp, UUID } from '../helpers/common';

export { deliveriesOf } from '../helpers/queue-waits';
export { NUL_ANSWERS, Receiver, type Answer, type ReceivedRequest } from '../helpers/receiver';
export { bootWorker, FAST_AUTOMATION_WORKER_OPTIONS, FAST_WORKER_OPTIONS } from '../helpers/worker';

/** Shared pieces of the webhooks e2e files: shapes, waits, the deliveries queue (the receiver and the worker are test/helpers'). */

export const WEBHOOK_KEYS = ['createdAt', 'description', 'disabledReason', 'enabled', 'events', 'id', 'updatedAt', 'url'];
export const DELIVERY_KEYS = [
  'attempts',
  'createdAt',
  'deadLetteredAt',
  'deliveredAt',
  'event',
  'id',
  'lastError',
  'nextRetryAt',
  'replayOfId',
  'responseStatus',
  'status',
];
export const SECRET_FORMAT = /^whsec_[A-Za-z0-9+/]{43}=$/;

export function expectWebhookShape(webhook: Record<string, any>, withSecret = false): void {
  expect(Object.keys(webhook).sort()).toEqual(withSecret ? [...WEBHOOK_KEYS, 'secret'].sort() : WEBHOOK_KEYS);
  expect(webhook.id).toMatch(UUID);
  expectTimestamp(webhook.createdAt);
  expectTimestamp(webhook.updatedAt);
  if (withSecret) expect(webhook.secret).toMatch(SECRET_FORMAT);
}

export function expectDeliveryShape(delivery: Record<string, any>): void {
  expect(Object.keys(delivery).sort()).toEqual(DELIVERY_KEYS);
  expect(delivery.id).toMatch(UUID);
  expectTimestamp(delivery.createdAt);
  for (const key of ['nextRetryAt', 'deliveredAt', 'deadLetteredAt']) if (delivery[key] !== null) expectTimestamp(delivery[key]);
}

export async function createWebhook(api: ApiClient, body: Record<string, unknown>): Promise<Record<string, any>> {
  const response = await api.post('/webhooks', { events: ['*'], ...body });
  if (response.status !== 201) throw new Error(`createWebhook: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** The id of the event of this type about this entity: the `webhook-id` its deliveries carry. */
export async function eventIdOf(api: ApiClient, entityId: string, type: string): Promise<string> {
  const response = await api.get('/activity-events').query({ entityId, limit: '100' });
  const event = response.body.data.find((row: { type: string }) => row.type === type);
  if (event === undefined) throw new Error(`no ${type} event about ${entityId}`);
  return event.id;
}

/** A producer on the deliveries queue, for pausing it (jobs then wait) or reading its jobs. */
export function deliveriesQueue(config: AppConfig): Queue {
  return new Queue(WEBHOOK_DELIVERIES_QUEUE, { connection: { url: config.redisUrl }, prefix: config.queuePrefix });
}

/** Deletes the webhooks a test made, so their subscriptions do not catch the next tests' events. */
export async function deleteWebhooks(api: ApiClient, ids: string[]): Promise<void> {
  for (const id of ids.splice(0)) await api.delete(`/webhooks/${id}`);
}
