import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository, type EntityManager } from 'typeorm';
import {
  keysetPage,
  lockClause,
  lockOption,
  newId,
  preparedStatement,
  roundsOfDistinct,
  runPrepared,
  runSql,
  sql,
  storableText,
  type OutboxEventRef,
  type PageQueryDto,
  type RowLock,
} from '@app/core';
import type { AttemptOutcome, DeliveryStatus } from '../domain/delivery-rules';
import { TEST_EVENT } from '../domain/webhook-rules';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';

/** A delivery with what one attempt needs: the endpoint's target and secrets, the event's payload. */
export interface DeliveryAttemptRow {
  id: string;
  status: DeliveryStatus;
  attempts: number;
  eventId: string;
  nextRetryAt: Date | null;
  endpointId: string;
  url: string;
  enabled: boolean;
  deleted: boolean;
  secretEncrypted: string;
  previousSecretEncrypted: string | null;
  previousSecretExpiresAt: Date | null;
  /** The outbox event's payload (`{ type, timestamp, data }`) as JSON text: parsed once per event, not once per delivery. */
  payloadJson: string;
}

/** Attempt number `attempt` (1-based) of a delivery, made at `at`, and where it left the delivery. */
export interface RecordedAttempt {
  id: string;
  attempt: number;
  outcome: AttemptOutcome;
  at: Date;
}

/** The delivery processor's two statements (prepared: a backlog runs them thousands of times a second). */
const LOAD_ATTEMPTS = preparedStatement(
  'webhook_load_attempts',
  (
    ids: readonly string[],
  ) => sql`SELECT d.id, d.status, d.attempts, d.event_id AS "eventId", d.next_retry_at AS "nextRetryAt", w.id AS "endpointId", w.url, w.enabled,
          w.deleted_at IS NOT NULL AS deleted, w.secret_encrypted AS "secretEncrypted", w.previous_secret_encrypted AS "previousSecretEncrypted",
          w.previous_secret_expires_at AS "previousSecretExpiresAt", o.payload::text AS "payloadJson"
     FROM webhook_deliveries d
     JOIN webhook_endpoints w ON w.id = d.endpoint_id
     JOIN outbox_events o ON o.id = d.event_id
    WHERE d.id = ANY(${ids}::uuid[])`,
);
const RECORD_ATTEMPTS = preparedStatement(
  'webhook_record_attempts',
  (round: readonly RecordedAttempt[]) => sql`UPDATE webhook_deliveries d
      SET status = a.status, attempts = a.attempt, response_status = a.response_status, last_error = COALESCE(a.error, d.last_error),
          next_retry_at = a.next_retry_at,
          delivered_at = CASE WHEN a.status = 'delivered' THEN a.at ELSE d.delivered_at END,
          dead_lettered_at = CASE WHEN a.status = 'dead_lettered' THEN a.at ELSE d.dead_lettered_at END,
          updated_at = a.at
     FROM unnest(${round.map((attempt) => attempt.id)}::uuid[], ${round.map((attempt) => attempt.attempt)}::int[],
                 ${round.map((attempt) => attempt.outcome.status)}::text[], ${round.map((attempt) => attempt.outcome.responseStatus)}::int[],
                 ${round.map((attempt) => storableText(attempt.outcome.error))}::text[], ${round.map((attempt) => attempt.outcome.nextRetryAt)}::timestamptz[],
                 ${round.map((attempt) => attempt.at)}::timestamptz[])
          AS a(id, attempt, status, response_status, error, next_retry_at, at)
    WHERE d.id = a.id AND d.attempts = a.attempt - 1 AND d.status IN ('pending', 'retrying')
    RETURNING d.id`,
);

/** The webhooks context's queries that are more than one line. */
@Injectable()
export class WebhooksRepository {
  constructor(@InjectRepository(WebhookEndpointEntity) private readonly endpoints: Repository<WebhookEndpointEntity>) {}

  /** A webhook that is not deleted; `update` locks it against concurrent changes, `share` against deletion. */
  findLive(tx: EntityManager, id: string, lock?: RowLock): Promise<WebhookEndpointEntity | null> {
    return tx.findOne(WebhookEndpointEntity, { where: { id, deletedAt: IsNull() }, lock: lockOption(lock) });
  }

  list(page: PageQueryDto): Promise<WebhookEndpointEntity[]> {
    return keysetPage(this.endpoints.createQueryBuilder('w').where('w.deleted_at IS NULL'), 'w', page).getMany();
  }

  listDeliveries(endpointId: string, query: PageQueryDto & { status?: DeliveryStatus }): Promise<WebhookDeliveryEntity[]> {
    const builder = this.endpoints.manager.createQueryBuilder(WebhookDeliveryEntity, 'd').where('d.endpoint_id = :endpointId', { endpointId });
    if (query.status !== undefined) builder.andWhere('d.status = :status', { status: query.status });
    return keysetPage(builder, 'd', query).getMany();
  }

  findDelivery(tx: EntityManager, endpointId: string, id: string): Promise<WebhookDeliveryEntity | null> {
    return tx.findOne(WebhookDeliveryEntity, { where: { id, endpointId } });
  }

  /** pending/retrying deliveries of an endpoint become canceled; returns how many. */
  async cancelOpenDeliveries(tx: EntityManager, endpointId: string, now: Date): Promise<number> {
    const rows = await runSql(
      tx,
      sql`UPDATE webhook_deliveries SET status = 'canceled', next_retry_at = NULL, updated_at = ${now}
        WHERE endpoint_id = ${endpointId} AND status IN ('pending', 'retrying') RETURNING id`,
    );
    return rows.length;
  }

  /**
   * The relay's fan-out: one pending delivery per event and live endpoint subscribed to it that
   * existed when the event happened. Endpoints are held FOR SHARE so a concurrent delete waits and
   * then cancels what this creates. Returns the new deliveries' ids.
   */
  async fanOut(tx: EntityManager, events: readonly OutboxEventRef[], now: Date): Promise<string[]> {
    const pairs = await runSql<{ event_id: string; type: string; endpoint_id: string }>(
      tx,
      sql`SELECT e.id AS event_id, e.type, w.id AS endpoint_id
         FROM unnest(${events.map((event) => event.id)}::uuid[], ${events.map((event) => event.type)}::text[],
                     ${events.map((event) => event.createdAt)}::timestamptz[])
              AS e(id, type, created_at)
         JOIN webhook_endpoints w
           ON w.deleted_at IS NULL AND w.enabled AND w.events && ARRAY[e.type, '*'] AND w.created_at <= e.created_at${sql.raw(lockClause('share', 'w'))}`,
    );
    if (pairs.length === 0) return [];
    const at = sql.param(now);
    const rows = await runSql<{ id: string }>(
      tx,
      sql`INSERT INTO webhook_deliveries (id, endpoint_id, event_id, event, status, attempts, created_at, updated_at)
       SELECT d.id, d.endpoint_id, d.event_id, d.event, 'pending', 0, ${at}, ${at}
         FROM unnest(${pairs.map(() => newId())}::uuid[], ${pairs.map((pair) => pair.endpoint_id)}::uuid[], ${pairs.map((pair) => pair.event_id)}::uuid[],
                     ${pairs.map((pair) => pair.type)}::text[]) AS d(id, endpoint_id, event_id, event)
       ON CONFLICT (endpoint_id, event_id) WHERE replay_of_id IS NULL DO NOTHING
       RETURNING id`,
    );
    return rows.map((row) => row.id);
  }

  /**
   * A `webhook.test` event for one endpoint: an outbox row written already published (the relay
   * never fans it out) and no activity entry, since nothing changed.
   */
  async insertTestEvent(tx: EntityManager, endpointId: string, now: Date): Promise<string> {
    const id = newId();
    const payload = {
      type: TEST_EVENT,
      timestamp: now.toISOString(),
      data: { webhookId: endpointId, message: 'A test event sent with POST /webhooks/{id}/test' },
    };
    const at = sql.param(now);
    await runSql(tx, sql`INSERT INTO outbox_events (id, type, payload, created_at, published_at) VALUES (${id}, ${TEST_EVENT}, ${payload}, ${at}, ${at})`);
    return id;
  }

  /** Everything the attempts of these deliveries need, in one query; a delivery that does not exist is not in the map. */
  async loadAttempts(ids: readonly string[]): Promise<Map<string, DeliveryAttemptRow>> {
    const rows = await runPrepared<DeliveryAttemptRow>(this.endpoints.manager, LOAD_ATTEMPTS(ids));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * Records each attempt unless someone else recorded that attempt first or its delivery was
   * canceled meanwhile (then that delivery does not change); returns, in their order, whether each
   * was recorded. One statement for all, or one per round when a delivery is named twice: the later
   * record then sees the earlier one. An error holding what PostgreSQL refuses is stored with U+FFFD
   * in its place (storableText).
   */
  async recordAttempts(tx: EntityManager, attempts: readonly RecordedAttempt[]): Promise<boolean[]> {
    const recorded = attempts.map(() => false);
    for (const indexes of roundsOfDistinct(attempts, (attempt) => attempt.id)) {
      const round = indexes.map((index) => attempts[index]);
      const rows = await runPrepared<{ id: string }>(tx, RECORD_ATTEMPTS(round));
      const updated = new Set(rows.map((row) => row.id));
      for (const index of indexes) recorded[index] = updated.has(attempts[index].id);
    }
    return recorded;
  }

  /** A 410 Gone: the endpoint stops receiving; its other open deliveries are canceled. */
  async disableEndpoint(tx: EntityManager, endpointId: string, reason: string, now: Date): Promise<void> {
    await runSql(tx, sql`UPDATE webhook_endpoints SET enabled = false, disabled_reason = ${reason}, updated_at = ${now} WHERE id = ${endpointId} AND enabled`);
    await this.cancelOpenDeliveries(tx, endpointId, now);
  }

  async cancelDelivery(id: string, now: Date): Promise<void> {
    await runSql(
      this.endpoints.manager,
      sql`UPDATE webhook_deliveries SET status = 'canceled', next_retry_at = NULL, updated_at = ${now} WHERE id = ${id} AND status IN ('pending', 'retrying')`,
    );
  }

  /** Open deliveries due at least `graceMs` ago (a younger one may still be on its way to the queue). */
  async dueOpenDeliveries(now: Date, graceMs: number, limit: number): Promise<Array<{ id: string; dueAt: Date }>> {
    const rows = await runSql<{ id: string; due_at: Date }>(
      this.endpoints.manager,
      sql`SELECT id, COALESCE(next_retry_at, created_at) AS due_at FROM webhook_deliveries
        WHERE status IN ('pending', 'retrying') AND COALESCE(next_retry_at, created_at) <= ${new Date(now.getTime() - graceMs)}
        ORDER BY COALESCE(next_retry_at, created_at) LIMIT ${limit}`,
    );
    return rows.map((row) => ({ id: row.id, dueAt: row.due_at }));
  }
}
