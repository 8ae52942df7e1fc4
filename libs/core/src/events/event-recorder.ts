import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import { queryReturning } from '../database/returning';
import { discoverProviders } from '../discovery/discover-providers';
import { newId } from '../ids/new-id';
import type { Actor } from './actor';
import { EVENT_COPY_HOLDER, type EventCopyHolder } from './event-copies';
import { entityTypeOf, type EventType } from './event-catalog';

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

/**
 * Writes an event to the activity feed and the outbox in the caller's transaction, so the event
 * exists exactly when the change does (CONTRACT §4).
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
    const id = newId();
    const timestamp = new Date();
    const payload = { type: event.type, timestamp: timestamp.toISOString(), data: event.data };
    // NOTIFY is delivered at commit (never for a rolled-back change) and folded into one per transaction.
    await tx.query(
      `WITH activity AS (
         INSERT INTO activity_events (id, type, entity_type, entity_id, actor_id, actor_name, metadata, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $9)
       ), outbox AS (
         INSERT INTO outbox_events (id, type, payload, created_at, caused_by_run_id, caused_by_step_index)
         VALUES ($1, $2, $8, $9, $10, $11) RETURNING id
       )
       SELECT pg_notify('${OUTBOX_CHANNEL}', '') FROM outbox`,
      [
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
      ],
    );
    return id;
  }

  /**
   * Erasure: the outbox keeps a copy of the resource in each event's payload; replace the data of
   * every event about this subject (`data.id` or `data.candidateId`), and of every event about one
   * of `relatedIds` (`data.id`: records erased with the subject whose events may not name it), by
   * `{ id: subjectId, redacted: true }`, so no copy is ever relayed or read back. Then every
   * `EventCopyHolder` redacts its copies of those events.
   */
  async redactSubject(tx: EntityManager, subjectId: string, relatedIds: readonly string[] = []): Promise<void> {
    const redacted = await queryReturning<{ id: string }>(
      tx,
      `UPDATE outbox_events SET payload = jsonb_set(payload, '{data}', jsonb_build_object('id', $1::text, 'redacted', true))
        WHERE (payload->'data'->>'id' = $1 OR payload->'data'->>'candidateId' = $1 OR payload->'data'->>'id' = ANY($2::text[]))
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
