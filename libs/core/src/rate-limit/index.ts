export * from './rate-limit-headers';
export * from './rate-limiter';
export * from './rate-limit.module';
export * from './auth-failure-limiter';
export * from './client-address-limit.guard';
