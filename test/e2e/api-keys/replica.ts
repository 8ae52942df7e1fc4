import type { INestApplication } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS, type AppConfig } from '@app/core';
import { sleep } from '../../helpers/common';

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
