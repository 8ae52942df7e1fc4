import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { logConnectionErrors } from './connection-errors';

export const REDIS = Symbol('REDIS');

/** One shared command connection; subscribers open their own (a subscribed connection cannot run commands). */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const redis = new Redis(config.redisUrl, { connectionName: 'ats', maxRetriesPerRequest: 2 });
        logConnectionErrors(redis, new Logger('Redis'), 'REDIS_URL: the command connection');
        return redis;
      },
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
