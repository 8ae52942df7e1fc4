import { defineContext } from '@app/core';
import { WebhooksEnvironment } from './webhooks.env';
import { WebhooksModule } from './webhooks.module';
import { WebhooksHttpModule } from './webhooks-http.module';
import { WebhooksWorkerModule } from './webhooks-worker.module';
import { Webhooks1763701000000 } from './persistence/migrations/1763701000000-webhooks';
import { WebhooksUpdatedAt1763707000010 } from './persistence/migrations/1763707000010-webhooks-updated-at';

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
  migrations: [Webhooks1763701000000, WebhooksUpdatedAt1763707000010],
  config: [WebhooksEnvironment],
});
