import type { INestApplication } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS, type AppConfig } from '@app/core';
import { sleep } from './common';
import { bootApi, createTestApp, type BootedApi, type TestApp } from './test-app';

/**
 * Waits (bounded) until `count` replicas listen for key invalidations, so that a key used
 * afterwards is really held in their in-process caches and a test of invalidation is not vacuous.
 */
export async function waitForKeyListeners(app: INestApplication, config: AppConfig, count: number): Promise<void> {
  const redis = app.get<Redis>(REDIS);
  const channel = `${config.queuePrefix}:api-keys:invalidated`;
  const deadline = Date.now() + 5000;
  for (;;) {
    const [, subscribers] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
    if (Number(subscribers) >= count) break;
    if (Date.now() > deadline) throw new Error(`only ${subscribers} of ${count} replicas subscribed to ${channel}`);
    await sleep(25);
  }
  // The subscriber marks itself listening once Redis has confirmed the subscription.
  await sleep(50);
}

export interface TwoApiReplicas {
  /** The file's app (its database, factory and admin client). */
  app: TestApp;
  /** A second API replica on the same database and Redis. */
  replica: BootedApi;
  /** Closes the replica, then the app. */
  close(): Promise<void>;
}

/** Two API replicas, both listening for key invalidations: for what a change on one must do on the other at the next request. */
export async function bootTwoApiReplicas(): Promise<TwoApiReplicas> {
  const app = await createTestApp();
  let replica: BootedApi | undefined;
  try {
    replica = await bootApi(app.config);
    await waitForKeyListeners(app.app, app.config, 2);
  } catch (error) {
    await replica?.close();
    await app.close();
    throw error;
  }
  const booted = replica;
  return {
    app,
    replica: booted,
    close: async () => {
      await booted.close();
      await app.close();
    },
  };
}
