import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedStatement, runPrepared, type PreparedStatement } from '../database/prepared';
import { queryReturning } from '../database/returning';
import { discoverProviders } from '../discovery/discover-providers';
import { newId } from '../ids/new-id';
import type { Actor } from './actor';
import { EVENT_COPY_HOLDER, type EventCopyHolder } from './event-copies';
import { entityTypeOf, resourceIdOf, type EventType } from './event-catalog';

/** The data key an erased subject's events carry its id under. */
const SUBJECT_KEY = /^[a-z][A-Za-z]*$/;

/** The PostgreSQL channel notified when outbox rows commit: it wakes the worker's relay at once. */
export const OUTBOX_CHANNEL = 'outbox_events';

export interface DomainEvent {
  type: EventType;
  /** The activity feed's entity: the candidate, application, job, note or task the event is about. */
  entityId: string;
  actor: Actor;
  /** What changed, for the activity feed (ids and field names; no personal data). */
  metadata?: Record<string, unknown>;
  /** The resource as the API presents it: the webhook payload's `data`. */
  data: object;
}

/** The event columns' parameters, numbered from `first`. */
const eventParameters = (first: number) => Array.from({ length: 12 }, (_, index) => `$${first + index}`);

/**
 * The statement that records an event after `write` (a data-modifying statement with `parameterCount` parameters,
 * or none): activity row, outbox row and NOTIFY in one statement. NOTIFY is delivered at commit (never for a
 * rolled-back change) and folded into one per transaction. The outbox row's change-feed position (txid, seq) comes
 * from column defaults: no extra round trip.
 */
function recordingText(write?: { text: string; parameterCount: number }): string {
  const [id, type, entityType, entityId, actorId, actorName, metadata, payload, createdAt, runId, stepIndex, resourceId] = eventParameters(
    (write?.parameterCount ?? 0) + 1,
  );
  return `WITH ${write === undefined ? '' : `written AS (${write.text}), `}activity AS (
     INSERT INTO activity_events (id, type, entity_type, entity_id, actor_id, actor_name, metadata, created_at)
     VALUES (${id}, ${type}, ${entityType}, ${entityId}, ${actorId}, ${actorName}, ${metadata}, ${createdAt})
   ), outbox AS (
     INSERT INTO outbox_events (id, type, payload, created_at, caused_by_run_id, caused_by_step_index, resource_id)
     VALUES (${id}, ${type}, ${payload}, ${createdAt}, ${runId}, ${stepIndex}, ${resourceId}) RETURNING id
   )
   SELECT pg_notify('${OUTBOX_CHANNEL}', '') FROM outbox`;
}

const RECORD_EVENT = preparedStatement('event_record', recordingText());
/** Per write statement (by name), the statement that runs it and records its event (per process, like the names). */
const WRITES_WITH_EVENT = new Map<string, PreparedStatement>();

/**
 * Writes an event to the activity feed and the outbox in the caller's transaction, so the event
 * exists exactly when the change does (docs/api/events.md#event-types).
 */
@Injectable()
export class EventRecorder implements OnApplicationBootstrap {
  private copyHolders?: readonly EventCopyHolder[];

  constructor(private readonly discovery: DiscoveryService) {}

  /** A misdeclared copy holder fails the start. */
  onApplicationBootstrap(): void {
    this.holders();
  }

  async record(tx: EntityManager, event: DomainEvent): Promise<string> {
    const { id, values } = this.eventValues(event);
    await runPrepared(tx, RECORD_EVENT, values);
    return id;
  }

  /**
   * One round trip for a write and its event (docs/architecture.md, "Hot paths"): `write`, a prepared
   * INSERT, UPDATE or DELETE, runs as the first part of the statement that records the event. On the
   * DataSource the statement is its own transaction (row, activity and outbox commit together); use
   * `oneStatementWrite` to choose, so a request with an Idempotency-Key still gets its commit mark.
   */
  async recordWith(runner: DataSource | EntityManager, write: PreparedStatement, writeValues: unknown[], event: DomainEvent): Promise<string> {
    let statement = WRITES_WITH_EVENT.get(write.name);
    if (statement === undefined) {
      statement = preparedStatement(`${write.name}_with_event`, recordingText({ text: write.text, parameterCount: writeValues.length }));
      WRITES_WITH_EVENT.set(write.name, statement);
    }
    const { id, values } = this.eventValues(event);
    await runPrepared(runner, statement, [...writeValues, ...values]);
    return id;
  }

  /** The event's id and the values of its columns, in the order of `recordingText`. */
  private eventValues(event: DomainEvent): { id: string; values: unknown[] } {
    const id = newId();
    const timestamp = new Date();
    const payload = { type: event.type, timestamp: timestamp.toISOString(), data: event.data };
    const resourceId = resourceIdOf(event.type, event.data);
    if (resourceId === null) throw new Error(`Event "${event.type}": its data lacks the resource id its definition names (resource.idKey)`);
    const values = [
      id,
      event.type,
      entityTypeOf(event.type),
      event.entityId,
      event.actor.id,
      event.actor.name,
      event.metadata ?? {},
      payload,
      timestamp,
      event.actor.cause?.runId ?? null,
      event.actor.cause?.stepIndex ?? null,
      resourceId,
    ];
    return { id, values };
  }

  /**
   * Erasure: the outbox keeps a copy of the resource in each event's payload; replace the data of
   * every event about this subject (`data.id`, or `data.<subjectKey>`: `candidateId` for a person),
   * and of every event about one of `relatedIds` (`data.id`: records erased with the subject whose
   * events may not name it), by `{ id: subjectId, redacted: true }`, so no copy is ever relayed or
   * read back. Then every `EventCopyHolder` redacts its copies of those events.
   */
  async redactSubject(tx: EntityManager, subjectKey: string, subjectId: string, relatedIds: readonly string[] = []): Promise<void> {
    // Written into the text, not bound: the expression indexes on `payload->'data'->>'<key>'` match only a literal key.
    if (!SUBJECT_KEY.test(subjectKey)) throw new Error(`Subject key "${subjectKey}" must be a camelCase data key`);
    const redacted = await queryReturning<{ id: string }>(
      tx,
      `UPDATE outbox_events SET payload = jsonb_set(payload, '{data}', jsonb_build_object('id', $1::text, 'redacted', true))
        WHERE (payload->'data'->>'id' = $1 OR payload->'data'->>'${subjectKey}' = $1 OR payload->'data'->>'id' = ANY($2::text[]))
          AND payload->'data'->'redacted' IS NULL
       RETURNING id`,
      [subjectId, relatedIds],
    );
    if (redacted.length === 0) return;
    const eventIds = redacted.map((row) => row.id);
    for (const holder of this.holders()) await holder.redactCopies(tx, eventIds);
  }

  private holders(): readonly EventCopyHolder[] {
    this.copyHolders ??= discoverProviders<EventCopyHolder>(this.discovery, EVENT_COPY_HOLDER, 'Event copy holder', 'redactCopies');
    return this.copyHolders;
  }
}
