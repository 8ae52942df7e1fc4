import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, OutboundSender, responseJson, ServiceUnavailableError, systemLookup, TargetGuard, type AppConfig, type OutboundResponse } from '@app/core';
import { AssessmentsEnvironment } from '../assessments.env';

/** An access token is renewed this long before the partner said it expires, so none is sent as it lapses. */
const EXPIRY_MARGIN_MS = 30_000;
/** The retries of a request the partner may see twice (the token request; an assessment request keyed by our id). */
const RETRY_SCHEDULE = [1, 3] as const;

interface CachedToken {
  value: string;
  expiresAt: number;
}

/**
 * The assessment partner's API through core's outbound client (docs/extending.md#the-outbound-client): every
 * connection passes the SSRF guard, a timeout bounds each attempt, answers are read up to 1 MiB, and failures without
 * an answer, 429 and 5xx are retried on the project's backoff. The OAuth2 client-credentials token is form-encoded and
 * its answer read from the body; it is cached until shortly before it expires, one request at a time.
 */
@Injectable()
export class PartnerClient implements OnApplicationShutdown {
  private readonly sender: OutboundSender;
  private token: CachedToken | undefined;
  private pending: Promise<string> | undefined;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly environment: AssessmentsEnvironment,
  ) {
    this.sender = new OutboundSender(new TargetGuard(config.outboundPrivateTargets, systemLookup), {
      timeoutMs: 10_000,
      connectionsPerOrigin: 4,
      userAgent: 'ats-assessments/1.0',
      maxResponseBytes: 64 * 1024,
    });
  }

  /** Asks the partner to run `pkg` for our assessment `id`; answers the partner's reference. */
  async requestAssessment(id: string, pkg: string): Promise<string> {
    let response = await this.post(id, pkg, await this.accessToken());
    if (response.status === 401) {
      // Revoked or rotated early on the partner's side: one new token, one more try.
      this.token = undefined;
      response = await this.post(id, pkg, await this.accessToken());
    }
    const reference = responseJson<{ reference?: unknown }>(response)?.reference;
    if (response.status !== 201 || typeof reference !== 'string') throw unavailable('refused the assessment', response);
    return reference;
  }

  /** The cached token, or a new one; concurrent callers share one token request. */
  private accessToken(): Promise<string> {
    if (this.token !== undefined && Date.now() < this.token.expiresAt) return Promise.resolve(this.token.value);
    this.pending ??= this.fetchToken().finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async fetchToken(): Promise<string> {
    const response = await this.sender.send({
      method: 'POST',
      url: `${this.environment.ASSESSMENTS_PARTNER_URL}/oauth/token`,
      headers: { accept: 'application/json' },
      form: { grant_type: 'client_credentials', client_id: this.environment.ASSESSMENTS_CLIENT_ID, client_secret: this.environment.ASSESSMENTS_CLIENT_SECRET },
      readBody: true,
      retrySchedule: RETRY_SCHEDULE,
    });
    const answer = responseJson<{ access_token?: unknown; expires_in?: unknown }>(response);
    if (response.status !== 200 || typeof answer?.access_token !== 'string' || typeof answer.expires_in !== 'number') {
      throw unavailable('gave no access token', response);
    }
    this.token = { value: answer.access_token, expiresAt: Date.now() + answer.expires_in * 1000 - EXPIRY_MARGIN_MS };
    return this.token.value;
  }

  private post(id: string, pkg: string, token: string): Promise<OutboundResponse> {
    return this.sender.send({
      method: 'POST',
      url: `${this.environment.ASSESSMENTS_PARTNER_URL}/assessments`,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': id },
      json: { reference: id, package: pkg },
      readBody: true,
      retrySchedule: RETRY_SCHEDULE,
    });
  }

  onApplicationShutdown(): Promise<void> {
    return this.sender.close();
  }
}

function unavailable(what: string, response: OutboundResponse): ServiceUnavailableError {
  const why = response.error ?? `HTTP ${response.status}`;
  return new ServiceUnavailableError(`The assessment partner ${what} (${why}); try again later`);
}
