export * from './fingerprint';
export * from './idempotency.store';
export * from './idempotency.interceptor';
export * from './idempotency-purger';
export * from './idempotency.module';
export * from './one-statement-write';
export * from './idempotency-body';
