import { Module } from '@nestjs/common';
import { IdempotencyCommitMarker } from './idempotency-commit.marker';
import { IdempotencyPurger } from './idempotency-purger';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotencyStore } from './idempotency.store';

/** Idempotency keys for the API; setup-app registers the interceptor outside the envelope. */
@Module({
  providers: [IdempotencyStore, IdempotencyCommitMarker, IdempotencyInterceptor, IdempotencyPurger],
  exports: [IdempotencyInterceptor, IdempotencyStore, IdempotencyPurger],
})
export class IdempotencyModule {}
