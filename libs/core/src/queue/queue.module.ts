import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { Logger, Module, type DynamicModule } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { logConnectionErrors } from '../redis/connection-errors';
import { KnownQueues } from './known-queues';

/** The module `QueueModule.forQueue` returns, one instance per queue name. */
@Module({})
class RegisteredQueueModule {}

/**
 * BullMQ on REDIS_URL with every key under QUEUE_PREFIX, and the registry of the process's queues.
 * A context with a queue imports `QueueModule.forQueue(name)` (docs/architecture.md#contexts: the context owns
 * its queue name and job contract).
 */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ connection: { url: config.redisUrl, connectionName: 'ats-queue' }, prefix: config.queuePrefix }),
    }),
  ],
  providers: [KnownQueues],
  exports: [BullModule, KnownQueues],
})
export class QueueModule {
  /** Registers a context's queue with BullMQ (for `@InjectQueue(name)`) and in KnownQueues. */
  static forQueue(name: string): DynamicModule {
    const queue = BullModule.registerQueue({ name });
    return {
      module: RegisteredQueueModule,
      imports: [QueueModule, queue],
      providers: [
        {
          provide: `${KnownQueues.name}:${name}`,
          inject: [KnownQueues, getQueueToken(name)],
          useFactory: (known: KnownQueues, registered: Queue) => {
            known.add(name);
            logConnectionErrors(registered, new Logger('Queue'), `REDIS_URL: queue ${name}`);
            return name;
          },
        },
      ],
      exports: [queue],
    };
  }
}
