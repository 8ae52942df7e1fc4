import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, OutboundSender, systemLookup, TargetGuard, webhookHeaders, type AppConfig, type OutboundResponse } from '@app/core';
import { ReferralsEnvironment } from '../referrals.env';

/**
 * Posts to a Slack relay through core's outbound client: every connection passes the SSRF guard
 * (WEBHOOK_ALLOW_PRIVATE_TARGETS lets tests use 127.0.0.1), redirects are not followed, a 15 s
 * timeout bounds it, and the request is signed like a webhook with the extension's secret.
 */
@Injectable()
export class SlackClient implements OnApplicationShutdown {
  private readonly sender: OutboundSender;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly environment: ReferralsEnvironment,
  ) {
    this.sender = new OutboundSender(new TargetGuard(config.outboundPrivateTargets, systemLookup), {
      timeoutMs: 15_000,
      connectionsPerOrigin: 4,
      userAgent: 'ats-referrals/1.0',
    });
  }

  /** `requestId` is sent as webhook-id and idempotency-key: the same on every retry of one step. */
  post(url: string, requestId: string, message: { channel: string; text: string }, token?: string): Promise<OutboundResponse> {
    const body = JSON.stringify(message);
    const headers = webhookHeaders([this.environment.REFERRALS_SLACK_SIGNING_SECRET], requestId, Math.floor(Date.now() / 1000), body);
    const authorization: Record<string, string> = token === undefined ? {} : { authorization: `Bearer ${token}` };
    return this.sender.send({ method: 'POST', url, headers: { ...headers, ...authorization, 'idempotency-key': requestId }, body });
  }

  onApplicationShutdown(): Promise<void> {
    return this.sender.close();
  }
}
