import 'reflect-metadata';
import { ConsoleLogger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { ConfigValidationError, DEFAULT_OUTBOX_RELAY_OPTIONS, OUTBOX_RELAY_OPTIONS } from '@app/core';
import { AUTOMATION_WORKER_OPTIONS, DEFAULT_AUTOMATION_WORKER_OPTIONS } from '@app/automations';
import { BULK_WORKER_OPTIONS, DEFAULT_BULK_WORKER_OPTIONS } from '@app/bulk-actions';
import { DEFAULT_WEBHOOK_WORKER_OPTIONS, WEBHOOK_WORKER_OPTIONS } from '@app/webhooks';
import { EXTENSIONS } from '../../../apps/extensions';
import { loadInstallationConfig } from '../../../apps/installation';
import { WorkerModule } from '../../../apps/worker/src/worker.module';

/**
 * The worker as apps/worker/src/main.ts runs it (same module, same shutdown hooks: SIGTERM → exit 0),
 * configured by environment variables, with timings short enough for the fault tests: a killed
 * worker's jobs return after ~2 s instead of ~30 s. Prints "worker ready" once started.
 */
async function main(): Promise<void> {
  const config = loadInstallationConfig(EXTENSIONS);
  const moduleRef = await Test.createTestingModule({ imports: [WorkerModule.forRoot(config, { extensions: EXTENSIONS })] })
    .overrideProvider(WEBHOOK_WORKER_OPTIONS)
    .useValue({
      ...DEFAULT_WEBHOOK_WORKER_OPTIONS,
      concurrency: 8,
      maxInFlightPerEndpoint: 8,
      lockDurationMs: 2000,
      stalledIntervalMs: 1000,
      reconcileIntervalMs: 1000,
      reconcileGraceMs: 1000,
      shutdownTimeoutMs: 8000,
    })
    .overrideProvider(AUTOMATION_WORKER_OPTIONS)
    .useValue({
      ...DEFAULT_AUTOMATION_WORKER_OPTIONS,
      heartbeatIntervalMs: 300,
      staleAfterMs: 1500,
      lockDurationMs: 2000,
      stalledIntervalMs: 1000,
      reconcileIntervalMs: 1000,
      reconcileGraceMs: 1000,
      shutdownTimeoutMs: 8000,
    })
    .overrideProvider(BULK_WORKER_OPTIONS)
    .useValue({
      ...DEFAULT_BULK_WORKER_OPTIONS,
      // Two items at a time: a bulk of a few hundred is still running when a test kills its worker.
      itemConcurrency: 2,
      lockDurationMs: 2000,
      stalledIntervalMs: 1000,
      reconcileIntervalMs: 1000,
      reconcileGraceMs: 1000,
      shutdownTimeoutMs: 8000,
    })
    .overrideProvider(OUTBOX_RELAY_OPTIONS)
    .useValue({ ...DEFAULT_OUTBOX_RELAY_OPTIONS, pollIntervalMs: 250 })
    .setLogger(new ConsoleLogger({ logLevels: ['error', 'warn'] }))
    .compile();
  moduleRef.enableShutdownHooks([], { useProcessExit: true });
  await moduleRef.init();
  console.log('worker ready');
}

main().catch((error: Error) => {
  console.error(error instanceof ConfigValidationError ? error.message : error);
  process.exit(1);
});
