import { Module } from '@nestjs/common';
import { QueueDashboard } from './admin/queue-dashboard';
import { AuditCommitHook } from './audit/audit-commit.hook';
import { AuditInterceptor } from './audit/audit.interceptor';
import { GracefulShutdown } from './http/graceful-shutdown';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { QueueModule } from './queue/queue.module';
import { AuthFailureLimiter } from './rate-limit/auth-failure-limiter';
import { RateLimitModule } from './rate-limit/rate-limit.module';

/**
 * What the API adds around every route (docs/api/wire-rules.md): per-key rate limits and the limit of
 * failed authentications (used by the guard), idempotency keys, the audit log's hooks (docs/api/audit.md),
 * graceful shutdown and the queue dashboard. setup-app wires the middleware
 * and the interceptor; new routes get all of it without doing anything.
 */
@Module({
  imports: [RateLimitModule, IdempotencyModule, QueueModule],
  providers: [GracefulShutdown, QueueDashboard, AuditCommitHook, AuditInterceptor, AuthFailureLimiter],
  exports: [RateLimitModule, IdempotencyModule, GracefulShutdown, QueueDashboard, AuditInterceptor, AuthFailureLimiter],
})
export class ApiPlatformModule {}
