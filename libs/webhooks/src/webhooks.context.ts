import { defineContext } from '@app/core';
import { WebhooksModule } from './webhooks.module';
import { WebhooksHttpModule } from './webhooks-http.module';
import { WebhooksWorkerModule } from './webhooks-worker.module';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface ScopeResources {
    webhooks: true;
  }
}

/** Webhook endpoints; deliveries fanned out and sent by the worker. */
export const WEBHOOKS_CONTEXT = defineContext({
  name: 'webhooks',
  module: WebhooksModule,
  httpModule: WebhooksHttpModule,
  workerModule: WebhooksWorkerModule,
  scopes: [{ resource: 'webhooks' }],
});
