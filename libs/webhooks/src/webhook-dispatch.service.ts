import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { activeSigningSecrets, DecryptedSecretCache, OutboundSender, SecretCipher, TurnBatcher, webhookHeaders, type RowPass } from '@app/core';
import { DeliveryRules, type AttemptResponse } from './domain/delivery-rules';
import { WebhooksRepository, type DeliveryAttemptRow, type RecordedAttempt } from './persistence/webhooks.repository';
import { WebhookMetrics } from './webhook-metrics';
import { WebhooksEnvironment } from './webhooks.env';
import { WEBHOOK_WORKER_OPTIONS, type WebhookWorkerOptions } from './processors/webhook-worker-options';

/** A job that runs this early (a duplicate job, clock skew) waits for its delivery's nextRetryAt instead. */
const EARLY_TOLERANCE_MS = 1000;
/** A delivery whose endpoint has all its slots busy waits 0.5-2 s, spread so the waiting ones do not return together. */
const BUSY_WAIT_MS = [500, 2000] as const;
/** Endpoints' decrypted secrets kept in memory (a rotation is a new ciphertext, so never stale). */
const DECRYPTED_SECRETS = 10_000;

/** A delivery as loaded for its attempt, with the request body it sends. */
type LoadedAttempt = DeliveryAttemptRow & { body: string };

/**
 * One delivery attempt: sign, POST, record the outcome (docs/api/events.md#the-request). Used by the delivery processor.
 * The attempts running at once share their statements: the loads of one event-loop turn are one
 * SELECT, their records one UPDATE (TurnBatcher), so a backlog costs PostgreSQL a round trip per
 * batch rather than two per delivery.
 */
@Injectable()
export class WebhookDispatchService {
  private readonly logger = new Logger(WebhookDispatchService.name);
  /** Attempts in flight in this process, per endpoint. */
  private readonly inFlight = new Map<string, number>();
  private readonly loads: TurnBatcher<string, LoadedAttempt | null>;
  private readonly secrets: DecryptedSecretCache;
  private readonly records: TurnBatcher<RecordedAttempt, boolean>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly environment: WebhooksEnvironment,
    private readonly repository: WebhooksRepository,
    cipher: SecretCipher,
    private readonly sender: OutboundSender,
    @Inject(WEBHOOK_WORKER_OPTIONS) private readonly options: WebhookWorkerOptions,
    private readonly metrics: WebhookMetrics,
  ) {
    this.secrets = new DecryptedSecretCache(cipher, DECRYPTED_SECRETS);
    this.loads = new TurnBatcher((ids) => this.loadBatch(ids), options.concurrency);
    this.records = new TurnBatcher((attempts) => this.recordBatch(attempts), options.concurrency);
  }

  async attempt(deliveryId: string): Promise<RowPass> {
    const delivery = await this.loads.run(deliveryId);
    if (delivery === null || !DeliveryRules.isOpen(delivery.status)) return { next: 'done' };
    if (delivery.deleted || !delivery.enabled) {
      // Deleting or disabling cancels open deliveries; this one slipped in concurrently.
      await this.repository.cancelDelivery(deliveryId, new Date());
      return { next: 'done' };
    }
    if (delivery.nextRetryAt !== null && delivery.nextRetryAt.getTime() > Date.now() + EARLY_TOLERANCE_MS) return { next: 'later', at: delivery.nextRetryAt };

    const busy = this.inFlight.get(delivery.endpointId) ?? 0;
    if (busy >= this.options.maxInFlightPerEndpoint) {
      return { next: 'later', at: new Date(Date.now() + BUSY_WAIT_MS[0] + Math.random() * (BUSY_WAIT_MS[1] - BUSY_WAIT_MS[0])) };
    }
    this.inFlight.set(delivery.endpointId, busy + 1);
    const started = process.hrtime.bigint();
    let response: AttemptResponse;
    try {
      response = await this.send(delivery);
    } finally {
      const left = (this.inFlight.get(delivery.endpointId) ?? 1) - 1;
      if (left === 0) this.inFlight.delete(delivery.endpointId);
      else this.inFlight.set(delivery.endpointId, left);
    }
    const now = new Date();
    const attempt = delivery.attempts + 1;
    const outcome = DeliveryRules.afterAttempt(attempt, response, this.environment.retryScheduleSeconds, now, Math.random());
    const disable = outcome.disableEndpoint;
    // One statement on the hot path, shared with the attempts ending in the same turn; a 410 also disables the endpoint, in the same transaction.
    const record: RecordedAttempt = { id: deliveryId, attempt, outcome, at: now };
    const recorded =
      disable === null
        ? await this.records.run(record)
        : await this.dataSource.transaction(async (tx) => {
            const [done] = await this.repository.recordAttempts(tx, [record]);
            if (!done) return false;
            await this.repository.disableEndpoint(tx, delivery.endpointId, disable, now);
            return true;
          });
    // An attempt whose delivery was canceled meanwhile (webhook deleted or disabled) left it canceled.
    this.metrics.deliveryAttempt(recorded ? outcome.status : 'canceled', Number(process.hrtime.bigint() - started) / 1e9);
    if (!recorded) return { next: 'done' };
    if (disable !== null) this.logger.warn(`Webhook ${delivery.endpointId} disabled: its receiver answered 410 Gone`);
    return outcome.status === 'retrying' && outcome.nextRetryAt !== null ? { next: 'later', at: outcome.nextRetryAt } : { next: 'done' };
  }

  /** The deliveries of one event (one per endpoint) usually load together: their body is built once. */
  private async loadBatch(ids: readonly string[]): Promise<Array<LoadedAttempt | null>> {
    const rows = await this.repository.loadAttempts(ids);
    const bodies = new Map<string, string>();
    return ids.map((id) => {
      const row = rows.get(id);
      if (row === undefined) return null;
      let body = bodies.get(row.eventId);
      if (body === undefined) {
        const { type, timestamp, data } = JSON.parse(row.payloadJson) as { type: string; timestamp: string; data: unknown };
        body = JSON.stringify({ type, timestamp, data });
        bodies.set(row.eventId, body);
      }
      return { ...row, body };
    });
  }

  /** Each attempt's record is one statement by itself (atomic), so the batch needs no transaction. */
  private recordBatch(attempts: readonly RecordedAttempt[]): Promise<boolean[]> {
    return this.repository.recordAttempts(this.dataSource.manager, attempts);
  }

  /** The Standard Webhooks request: the outbox payload as the body, signed by every active secret. */
  private async send(delivery: LoadedAttempt): Promise<AttemptResponse> {
    let secrets: string[];
    try {
      const stored = { current: delivery.secretEncrypted, previous: delivery.previousSecretEncrypted, previousExpiresAt: delivery.previousSecretExpiresAt };
      secrets = activeSigningSecrets(this.secrets, delivery.endpointId, stored, new Date());
    } catch (error) {
      return { error: (error as Error).message };
    }
    const headers = webhookHeaders(secrets, delivery.eventId, Math.floor(Date.now() / 1000), delivery.body);
    return this.sender.send({ method: 'POST', url: delivery.url, headers, body: delivery.body });
  }
}
