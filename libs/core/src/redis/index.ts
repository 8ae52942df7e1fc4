export * from './redis.module';
export * from './connection-errors';
