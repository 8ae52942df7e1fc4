import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditTrailRef } from '../audit/audit-trail-ref';
import { currentAuditScope, noteAuditedResource } from '../audit/request-audit';
import { preparedStatement, runPrepared, type BoundStatement } from '../database/prepared';
import { runSql, sql, type Sql } from '../database/sql';
import { discoverProviders } from '../discovery/discover-providers';
import { newId } from '../ids/new-id';
import type { Actor } from './actor';
import { CommitSignal } from './commit-signal';
import { EVENT_COPY_HOLDER, type EventCopyHolder } from './event-copies';
import { entityTypeOf, resourceIdOf, type EntityType, type EventType } from './event-catalog';

/** The data key an erased subject's events carry its id under. */
const SUBJECT_KEY = /^[a-z][A-Za-z]*$/;

export interface DomainEvent {
  type: EventType;
  /** The activity feed's entity: the candidate, application, job, note or task the event is about. */
  entityId: string;
  /** Its type, for an event whose definition lists several (docs/api/events.md#event-types); otherwise the definition's. */
  entityType?: EntityType;
  actor: Actor;
  /** What changed, for the activity feed (ids and field names; no personal data). */
  metadata?: Record<string, unknown>;
  /** The resource as the API presents it: the webhook payload's `data`. */
  data: object;
}

/** The columns of an event's activity and outbox rows. */
interface EventColumns {
  readonly id: string;
  readonly type: EventType;
  /** Null: no activity row (an event the activity feed does not file). */
  readonly entityType: string | null;
  readonly entityId: string;
  readonly actorId: string | null;
  readonly actorName: string;
  readonly metadata: Record<string, unknown>;
  readonly payload: object;
  readonly createdAt: Date;
  readonly runId: string | null;
  readonly stepIndex: number | null;
  readonly resourceId: string;
}

/**
 * The statement that records an event after `write` (a data-modifying statement, or none) and `audit` (the request's
 * audit event, when the statement is its own transaction): activity row and outbox row in one statement, without
 * NOTIFY (it serializes every commit: docs/adr/0085-commit-signal.md). The outbox row's change-feed position
 * (txid, seq) comes from column defaults: no extra round trip.
 */
function recording(event: EventColumns, write?: Sql, audit?: Sql): Sql {
  const [id, type, createdAt] = [sql.param(event.id), sql.param(event.type), sql.param(event.createdAt)];
  const activity =
    event.entityType === null
      ? sql.empty
      : sql`activity AS (
     INSERT INTO activity_events (id, type, entity_type, entity_id, actor_id, actor_name, metadata, created_at)
     VALUES (${id}, ${type}, ${event.entityType}, ${event.entityId}, ${event.actorId}, ${event.actorName}, ${event.metadata}, ${createdAt})
   ), `;
  const written = write === undefined ? sql.empty : sql`written AS (${write}), `;
  const audited = audit === undefined ? sql.empty : sql`audited AS (${audit}), `;
  return sql`WITH ${written}${audited}${activity}outbox AS (
     INSERT INTO outbox_events (id, type, payload, created_at, caused_by_run_id, caused_by_step_index, resource_id)
     VALUES (${id}, ${type}, ${event.payload}, ${createdAt}, ${event.runId}, ${event.stepIndex}, ${event.resourceId}) RETURNING id
   )
   SELECT id FROM outbox`;
}

const RECORD_EVENT = preparedStatement('event_record', (event: EventColumns) => recording(event));
/** The same without the activity row: its text differs, so it is its own statement. */
const RECORD_UNFILED_EVENT = preparedStatement('event_record_unfiled', (event: EventColumns) => recording(event));
/** What a write statement's statement holds: the write, its event, and the request's audit event when the statement is its own transaction. */
interface WriteWithEvent {
  write: Sql;
  event: EventColumns;
  audit?: Sql;
}

/** Per write statement (by name), the statement that runs it and records its event (per process, like the names). */
const WRITES_WITH_EVENT = new Map<string, (input: WriteWithEvent) => BoundStatement>();

/**
 * Writes an event to the activity feed and the outbox in the caller's transaction, so the event
 * exists exactly when the change does (docs/api/events.md#event-types).
 */
@Injectable()
export class EventRecorder implements OnApplicationBootstrap {
  private copyHolders?: readonly EventCopyHolder[];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly signal: CommitSignal,
    private readonly auditTrail: AuditTrailRef,
  ) {}

  /** A misdeclared copy holder fails the start. */
  onApplicationBootstrap(): void {
    this.holders();
  }

  async record(tx: EntityManager, event: DomainEvent): Promise<string> {
    const columns = this.eventColumns(event);
    noteAuditedResource(columns.resourceId);
    await runPrepared(tx, (columns.entityType === null ? RECORD_UNFILED_EVENT : RECORD_EVENT)(columns));
    this.signal.recorded(tx);
    return columns.id;
  }

  /**
   * One round trip for a write and its event (docs/architecture.md, "Hot paths"): `write`, a prepared
   * INSERT, UPDATE or DELETE, runs as the first part of the statement that records the event. On the
   * DataSource the statement is its own transaction (row, activity, outbox and the request's audit event
   * commit together); use `oneStatementWrite` to choose, so a request with an Idempotency-Key still gets its commit mark.
   */
  async recordWith(runner: DataSource | EntityManager, write: BoundStatement, event: DomainEvent): Promise<string> {
    const columns = this.eventColumns(event);
    noteAuditedResource(columns.resourceId);
    // In a transaction, the audit event is written at its commit (AuditCommitHook); alone, the statement carries it.
    const audited = runner instanceof DataSource ? currentAuditScope() : undefined;
    const audit = audited === undefined || audited.recorded ? undefined : (this.auditTrail.get()?.writeStatement(audited) ?? undefined);
    const name = `${write.statement.name}_with_${columns.entityType === null ? 'unfiled_' : ''}event${audit === undefined ? '' : '_audited'}`;
    let withEvent = WRITES_WITH_EVENT.get(name);
    if (withEvent === undefined) {
      withEvent = preparedStatement(name, (input: WriteWithEvent) => recording(input.event, input.write, input.audit));
      WRITES_WITH_EVENT.set(name, withEvent);
    }
    await runPrepared(runner, withEvent({ write: write.source, event: columns, audit }));
    if (audited !== undefined) audited.recorded = true;
    this.signal.recorded(runner);
    return columns.id;
  }

  /** The event's rows' columns (a new id, now as its time). */
  private eventColumns(event: DomainEvent): EventColumns {
    const createdAt = new Date();
    const resourceId = resourceIdOf(event.type, event.data);
    if (resourceId === null) throw new Error(`Event "${event.type}": its data lacks the resource id its definition names (resource.idKey)`);
    return {
      id: newId(),
      type: event.type,
      entityType: entityTypeOf(event.type, event.entityType),
      entityId: event.entityId,
      actorId: event.actor.id,
      actorName: event.actor.name,
      metadata: event.metadata ?? {},
      payload: { type: event.type, timestamp: createdAt.toISOString(), data: event.data },
      createdAt,
      runId: event.actor.cause?.runId ?? null,
      stepIndex: event.actor.cause?.stepIndex ?? null,
      resourceId,
    };
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
    const subject = sql.param(subjectId);
    const redacted = await runSql<{ id: string }>(
      tx,
      sql`UPDATE outbox_events SET payload = jsonb_set(payload, '{data}', jsonb_build_object('id', ${subject}::text, 'redacted', true))
        WHERE (payload->'data'->>'id' = ${subject} OR payload->'data'->>${sql.raw(`'${subjectKey}'`)} = ${subject}
               OR payload->'data'->>'id' = ANY(${relatedIds}::text[]))
          AND payload->'data'->'redacted' IS NULL
       RETURNING id`,
    );
    if (redacted.length === 0) return;
    const eventIds = redacted.map((row) => row.id);
    for (const holder of this.holders()) await holder.redactCopies(tx, eventIds);
  }

  /**
   * Erasure of records that events name under another key (`data.objectId` of a custom field value event):
   * the data of every event whose `data.<key>` is one of `ids` becomes `{ id: subjectId, redacted: true }`,
   * as redactSubject writes it, plus the `keep` keys (names, never personal data: what the change feed's reach reads);
   * events that only name them as `data.id` are left to redactSubject.
   */
  async redactByKey(tx: EntityManager, key: string, ids: readonly string[], subjectId: string, keep: readonly string[] = []): Promise<void> {
    if (!SUBJECT_KEY.test(key)) throw new Error(`Key "${key}" must be a camelCase data key`);
    if (ids.length === 0) return;
    const redacted = await runSql<{ id: string }>(
      tx,
      sql`UPDATE outbox_events SET payload = jsonb_set(payload, '{data}',
            COALESCE((SELECT jsonb_object_agg(k, v) FROM jsonb_each(payload->'data') AS kept(k, v) WHERE k = ANY(${keep}::text[])), '{}'::jsonb)
            || jsonb_build_object('id', ${subjectId}::text, 'redacted', true))
        WHERE payload->'data'->>${sql.raw(`'${key}'`)} = ANY(${ids}::text[]) AND payload->'data'->'redacted' IS NULL
       RETURNING id`,
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
