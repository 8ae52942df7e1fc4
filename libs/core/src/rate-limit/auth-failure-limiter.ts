import { Inject, Injectable } from '@nestjs/common';
import { AuditTrailRef } from '../audit/audit-trail-ref';
import { withoutAuditScope, type RequestAudit } from '../audit/request-audit';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Metrics } from '../observability/metrics';
import { FixedWindowLimiter } from './rate-limiter';

/** A client refused until its window ends, and what its single audit event will say. */
interface Refused {
  until: number;
  count: number;
  /** The first refused request, as the audit log sees it. */
  first: RequestAudit | undefined;
  timer: NodeJS.Timeout;
}

/**
 * Failed authentications per client (core's clientKeyOf) and minute (AUTH_FAILURES_PER_MINUTE;
 * docs/api/auth.md#failed-authentications), counted in Redis like the per-key limit. A client beyond
 * the limit is refused by this process from memory, before any key lookup, until its window ends;
 * its refusals then make one `auth_failed` audit event (`changes: ["count:<n>"]`), so that a flood of
 * bad keys cannot grow the audit log without bound. Only failures are counted: a valid key costs
 * nothing here.
 */
@Injectable()
export class AuthFailureLimiter extends FixedWindowLimiter {
  private readonly refusedClients = new Map<string, Refused>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    metrics: Metrics,
    private readonly audit: AuditTrailRef,
  ) {
    super(
      {
        redisUrl: config.redisUrl,
        keyPrefix: `${config.queuePrefix}:rate-limit:auth-failures`,
        limit: config.authFailuresPerMinute,
        connectionName: 'ats-auth-failure-limit',
      },
      metrics,
    );
  }

  /** The seconds a refused client must wait (the request is then counted into the window's one event), or null when it is not refused. */
  refusal(client: string, request: () => RequestAudit): number | null {
    const refused = this.refusedClients.get(client);
    if (refused === undefined) return null;
    const waitMs = refused.until - Date.now();
    if (waitMs <= 0) {
      this.summarize(client);
      return null;
    }
    refused.count += 1;
    refused.first ??= request();
    return Math.max(1, Math.ceil(waitMs / 1000));
  }

  /** Counts a failed authentication of the client; true while it is within the limit, else the client is refused from now on. */
  async failed(client: string, requestId?: string): Promise<boolean> {
    const decision = await this.consume(client, requestId);
    if (decision.allowed) return true;
    if (!this.refusedClients.has(client)) {
      const waitMs = Math.max(1000, decision.msBeforeReset);
      // Outside the request's scope: the event written when the window ends is no part of this request.
      const timer = withoutAuditScope(() => setTimeout(() => this.summarize(client), waitMs));
      timer.unref();
      this.refusedClients.set(client, { until: Date.now() + waitMs, count: 0, first: undefined, timer });
    }
    return false;
  }

  override async onApplicationShutdown(): Promise<void> {
    this.endRefusals();
    await super.onApplicationShutdown();
  }

  /** Ends every refusal now (at shutdown): each refused client's event is recorded with the count so far. */
  endRefusals(): void {
    for (const client of [...this.refusedClients.keys()]) this.summarize(client);
  }

  /** Ends a client's refusal: its refusals become one audit event. */
  private summarize(client: string): void {
    const refused = this.refusedClients.get(client);
    if (refused === undefined) return;
    this.refusedClients.delete(client);
    clearTimeout(refused.timer);
    if (refused.first === undefined) return;
    this.audit.get()?.recordAfterResponse({ ...refused.first, status: 429, refusedAuthentications: refused.count });
  }
}
