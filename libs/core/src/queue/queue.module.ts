import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/**
 * BullMQ on REDIS_URL with every key under QUEUE_PREFIX. Contexts with queues import this module
 * and register their queues with `BullModule.registerQueue`.
 */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ connection: { url: config.redisUrl, connectionName: 'ats-queue' }, prefix: config.queuePrefix }),
    }),
  ],
  exports: [BullModule],
})
export class QueueModule {}
