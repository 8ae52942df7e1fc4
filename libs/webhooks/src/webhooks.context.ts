import { defineContext } from '@app/core';
import { WebhooksEnvironment } from './webhooks.env';
import { WebhooksModule } from './webhooks.module';
import { WebhooksHttpModule } from './webhooks-http.module';
import { WebhooksWorkerModule } from './webhooks-worker.module';

/** Webhook endpoints; deliveries fanned out and sent by the worker. */
export const WEBHOOKS_CONTEXT = defineContext({
  name: 'webhooks',
  module: WebhooksModule,
  httpModule: WebhooksHttpModule,
  workerModule: WebhooksWorkerModule,
  config: [WebhooksEnvironment],
});
