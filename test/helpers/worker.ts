import { ConsoleLogger, type INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import {
  DEFAULT_OUTBOX_RELAY_OPTIONS,
  HOST_LOOKUP,
  OUTBOX_RELAY_OPTIONS,
  type AppConfig,
  type ExtensionDefinition,
  type HostLookup,
  type OutboxRelayOptions,
} from '@app/core';
import { AUTOMATION_WORKER_OPTIONS, type AutomationWorkerOptions } from '@app/automations';
import { CONSENT_EXPIRY_OPTIONS, DEFAULT_CONSENT_EXPIRY_OPTIONS } from '@app/privacy';
import { MESSAGE_WORKER_OPTIONS, type MessageWorkerOptions } from '@app/messaging';
import { BULK_WORKER_OPTIONS, DEFAULT_BULK_WORKER_OPTIONS, type BulkWorkerOptions } from '@app/bulk-actions';
import { DEFAULT_WEBHOOK_WORKER_OPTIONS, WEBHOOK_WORKER_OPTIONS, type WebhookWorkerOptions } from '@app/webhooks';
import { EXTENSIONS } from '../../apps/extensions';
import { WorkerModule } from '../../apps/worker/src/worker.module';

/** Timings short enough for tests; the relay still wakes on the commit signal, the poll only backs it up. */
export const FAST_WORKER_OPTIONS: WebhookWorkerOptions = {
  ...DEFAULT_WEBHOOK_WORKER_OPTIONS,
  concurrency: 8,
  maxInFlightPerEndpoint: 3,
  lockDurationMs: 5000,
  stalledIntervalMs: 2000,
  reconcileIntervalMs: 500,
  reconcileGraceMs: 1000,
  shutdownTimeoutMs: 5000,
};

/** Automation timings for tests: a dead worker's run is taken over after ~2 s, rate windows last 1 s. */
export const FAST_AUTOMATION_WORKER_OPTIONS: AutomationWorkerOptions = {
  concurrency: 10,
  heartbeatIntervalMs: 300,
  staleAfterMs: 1500,
  lockDurationMs: 2000,
  stalledIntervalMs: 1000,
  reconcileIntervalMs: 500,
  reconcileGraceMs: 1000,
  shutdownTimeoutMs: 5000,
  rateWindowSeconds: 1,
};

/** Message timings for tests: the reconciler looks every 500 ms. */
export const FAST_MESSAGE_WORKER_OPTIONS: MessageWorkerOptions = {
  concurrency: 4,
  lockDurationMs: 5000,
  stalledIntervalMs: 2000,
  reconcileIntervalMs: 500,
  reconcileGraceMs: 1000,
  shutdownTimeoutMs: 5000,
};

/** Bulk action timings for tests: a dead worker's bulk is resumed after ~2 s. */
export const FAST_BULK_WORKER_OPTIONS: BulkWorkerOptions = {
  ...DEFAULT_BULK_WORKER_OPTIONS,
  lockDurationMs: 2000,
  stalledIntervalMs: 1000,
  reconcileIntervalMs: 500,
  reconcileGraceMs: 1000,
  shutdownTimeoutMs: 5000,
};

export interface BootWorkerOptions {
  /** Usually the test app's (`t.config`): its database and Redis prefix. */
  config: AppConfig;
  /** Over FAST_WORKER_OPTIONS. */
  webhooks?: Partial<WebhookWorkerOptions>;
  /** Over FAST_AUTOMATION_WORKER_OPTIONS. */
  automations?: Partial<AutomationWorkerOptions>;
  /** Over FAST_BULK_WORKER_OPTIONS. */
  bulk?: Partial<BulkWorkerOptions>;
  /** Over the default relay options, polling every 250 ms. */
  relay?: Partial<OutboxRelayOptions>;
  /** Resolves the hosts of outbound requests (default: the system's resolver). */
  lookup?: HostLookup;
  /** The extensions to compose, as the test app's; default the installation's (apps/extensions.ts). */
  extensions?: readonly ExtensionDefinition[];
}

/** The real worker module in-process, with test timings; a boot that fails closes what it opened. */
export async function bootWorker({
  config,
  webhooks = {},
  automations = {},
  bulk = {},
  relay = {},
  lookup,
  extensions = EXTENSIONS,
}: BootWorkerOptions): Promise<INestApplicationContext> {
  let builder = Test.createTestingModule({ imports: [WorkerModule.forRoot(config, { extensions })] })
    .overrideProvider(WEBHOOK_WORKER_OPTIONS)
    .useValue({ ...FAST_WORKER_OPTIONS, ...webhooks })
    .overrideProvider(AUTOMATION_WORKER_OPTIONS)
    .useValue({ ...FAST_AUTOMATION_WORKER_OPTIONS, ...automations })
    .overrideProvider(MESSAGE_WORKER_OPTIONS)
    .useValue(FAST_MESSAGE_WORKER_OPTIONS)
    .overrideProvider(BULK_WORKER_OPTIONS)
    .useValue({ ...FAST_BULK_WORKER_OPTIONS, ...bulk })
    .overrideProvider(OUTBOX_RELAY_OPTIONS)
    .useValue({ ...DEFAULT_OUTBOX_RELAY_OPTIONS, pollIntervalMs: 250, ...relay })
    // Consents past their expiresAt expire within half a second instead of 15.
    .overrideProvider(CONSENT_EXPIRY_OPTIONS)
    .useValue({ ...DEFAULT_CONSENT_EXPIRY_OPTIONS, everyMs: 500 });
  if (lookup !== undefined) builder = builder.overrideProvider(HOST_LOOKUP).useValue(lookup);
  const moduleRef = await builder.setLogger(new ConsoleLogger({ logLevels: ['error', 'warn'] })).compile();
  try {
    return await moduleRef.init();
  } catch (error) {
    await moduleRef.close().catch(() => undefined);
    throw error;
  }
}
