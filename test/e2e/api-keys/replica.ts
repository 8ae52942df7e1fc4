import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type Redis from 'ioredis';
import { REDIS, type AppConfig } from '@app/core';
import { ApiModule } from '../../../apps/api/src/api.module';
import { setupApp } from '../../../apps/api/src/setup-app';
import { ApiClient } from '../../helpers/api-client';

export interface Replica {
  app: INestApplication;
  as(key: string | undefined): ApiClient;
  close(): Promise<void>;
}

/**
 * Another API replica on an existing test app's database and Redis prefix (same stack as main.ts),
 * for what must hold across replicas: cache invalidation, the bootstrap key, lastUsedAt.
 */
export async function bootReplica(config: AppConfig): Promise<Replica> {
  const moduleRef = await Test.createTestingModule({ imports: [ApiModule.forRoot(config)] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, logger: ['error', 'warn'] });
  setupApp(app);
  try {
    await app.init();
  } catch (error) {
    // A replica that failed to boot must not leave connections open behind the test.
    await app.close().catch(() => undefined);
    throw error;
  }
  return { app, as: (key) => new ApiClient(app.getHttpServer(), key), close: () => app.close() };
}

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

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
