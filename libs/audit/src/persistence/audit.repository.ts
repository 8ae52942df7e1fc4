import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedStatement, runPrepared, runSql, sql, TRANSACTION_HORIZON_SQL, type Sql } from '@app/core';
import type { AuditActor } from '../domain/audit-actor';
import type { AuditEventBody } from '../domain/audit-event';

/** Transaction-level advisory locks: one sealer, one pruner at a time across replicas. */
const SEALER_LOCK_KEY = 4215072;
const PRUNER_LOCK_KEY = 4215073;

type Runner = DataSource | EntityManager;

/**
 * An event to insert: the event's fields as its columns hold them (the actor's in a column each, the time a
 * Date); its chain position comes from column defaults, its hash from the sealer.
 */
export type NewAuditRow = Omit<AuditEventBody, 'occurredAt' | 'actor' | 'resourceKey'> & {
  /** A candidate's keyed hash, else equal to resourceId (docs/adr/0076-audit-resource-key.md). */
  resourceKey: string | null;
  occurredAt: Date;
  actorUserId: AuditActor['userId'];
  actorApiKeyId: AuditActor['apiKeyId'];
  actorOnBehalfOf: AuditActor['onBehalfOf'];
};

export interface AuditRow extends NewAuditRow {
  /** Written with resourceKey; false for events written before it existed (their chain covers resourceId). */
  keyed: boolean;
  /** The chain position (a bigint as text); null until sealed. */
  position: string | null;
  prevHash: string | null;
  hash: string | null;
}

/** A stretch of the chain, by positions (bigints as text), both ends included. */
export interface ChainStretch {
  start: string;
  end: string;
}

export interface AuditListFilter {
  actorId?: string;
  apiKeyId?: string;
  resourceType?: string;
  /** The values `resource_id` may hold for the filter: the id, and a candidate's keyed hash (after erasure, and on events written before resourceKey). */
  resourceIds?: string[];
  action?: string;
  from?: Date;
  to?: Date;
  after?: { occurredAt: Date; id: string };
}

const COLUMNS = sql.raw(`id, occurred_at AS "occurredAt", actor_user_id AS "actorUserId", actor_api_key_id AS "actorApiKeyId",
  actor_on_behalf_of AS "actorOnBehalfOf", ip, method, route, status, action, resource_type AS "resourceType", resource_id AS "resourceId",
  resource_key AS "resourceKey", keyed, changes, position::text AS position, prev_hash AS "prevHash", hash`);

/** Every statement of the audit log. */
/** The INSERT of `rows` in their order: its text is the same for any rows (they are bound as arrays), so it is prepared. */
function auditInsert(rows: readonly NewAuditRow[]): Sql {
  const column = <T>(pick: (row: NewAuditRow) => T) => rows.map(pick);
  return sql`INSERT INTO audit_events
       (id, occurred_at, actor_user_id, actor_api_key_id, actor_on_behalf_of, ip, method, route, status, action, resource_type, resource_id,
        resource_key, keyed, changes)
     SELECT u.id, u.at, u.usr, u.key, u.obo, u.ip, u.method, u.route, u.status, u.action, u.rtype,
            CASE WHEN u.rtype = 'candidate' AND EXISTS (SELECT 1 FROM audit_erased_candidates e WHERE e.resource_key = u.rkey) THEN u.rkey ELSE u.rid END,
            u.rkey, true, ARRAY(SELECT jsonb_array_elements_text(u.changes))
       FROM unnest(${column((r) => r.id)}::uuid[], ${column((r) => r.occurredAt)}::timestamptz[], ${column((r) => r.actorUserId)}::uuid[],
                   ${column((r) => r.actorApiKeyId)}::uuid[], ${column((r) => r.actorOnBehalfOf)}::uuid[], ${column((r) => r.ip)}::text[],
                   ${column((r) => r.method)}::text[], ${column((r) => r.route)}::text[], ${column((r) => r.status)}::int[],
                   ${column((r) => r.action)}::text[], ${column((r) => r.resourceType)}::text[], ${column((r) => r.resourceId)}::text[],
                   ${column((r) => r.resourceKey)}::text[], ${column((r) => JSON.stringify(r.changes))}::jsonb[])
         WITH ORDINALITY AS u(id, at, usr, key, obo, ip, method, route, status, action, rtype, rid, rkey, changes, n)
      ORDER BY u.n`;
}

const AUDIT_INSERT = preparedStatement('audit_insert', auditInsert);

@Injectable()
export class AuditRepository {
  /**
   * One multi-row INSERT (a write's event in its transaction, or a batch of reads). An event about a candidate
   * erased already (a read buffered while it was erased) holds its keyed hash as resourceId at once.
   */
  async insert(tx: EntityManager, rows: readonly NewAuditRow[]): Promise<void> {
    if (rows.length > 0) await runPrepared(tx, AUDIT_INSERT(rows));
  }

  /** The same INSERT, to be part of a write's one statement (EventRecorder.recordWith). */
  insertStatement(rows: readonly NewAuditRow[]): Sql {
    return auditInsert(rows);
  }

  /**
   * Erasure of a candidate (docs/adr/0076-audit-resource-key.md): its keyed hash is kept among the erased, and every
   * event written with resourceKey about it shows the hash as resourceId from now on (the chain does not cover it).
   */
  async eraseCandidate(tx: EntityManager, candidateId: string, resourceKey: string): Promise<void> {
    await runSql(tx, sql`INSERT INTO audit_erased_candidates (resource_key) VALUES (${resourceKey}) ON CONFLICT (resource_key) DO NOTHING`);
    // By the id too: events keyed before AUDIT_PSEUDONYM_KEY changed hold another hash, and take that one.
    await runSql(
      tx,
      sql`UPDATE audit_events SET resource_id = resource_key
           WHERE keyed AND resource_type = 'candidate' AND (resource_key = ${resourceKey} OR resource_id = ${candidateId})
             AND resource_id IS DISTINCT FROM resource_key`,
    );
  }

  /**
   * The same for the events of candidates erased in the last `withinMs` that reached the table after their erasure's
   * UPDATE had run (written concurrently with it): the sealer runs it before chaining.
   */
  async eraseLateEvents(tx: EntityManager, withinMs: number): Promise<void> {
    await runSql(
      tx,
      sql`UPDATE audit_events a SET resource_id = a.resource_key FROM audit_erased_candidates e
           WHERE e.erased_at > now() - make_interval(secs => ${withinMs / 1000}::double precision) AND a.resource_key = e.resource_key
             AND a.keyed AND a.resource_type = 'candidate' AND a.resource_id IS DISTINCT FROM a.resource_key`,
    );
  }

  /** The fallback key of candidates' pseudonyms, made by the migration (docs/adr/0073-audit-erasure.md). */
  async storedPseudonymKey(runner: Runner): Promise<string> {
    const [state] = await runSql<{ key: string }>(runner, sql`SELECT pseudonym_key AS key FROM audit_chain_state`);
    return state.key;
  }

  async tryLockSealer(tx: EntityManager): Promise<boolean> {
    const [{ locked }] = await runSql<{ locked: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${SEALER_LOCK_KEY}) AS locked`);
    return locked;
  }

  async tryLockPruner(tx: EntityManager): Promise<boolean> {
    const [{ locked }] = await runSql<{ locked: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${PRUNER_LOCK_KEY}) AS locked`);
    return locked;
  }

  /** The last sealed event's position and hash, else the last pruned one's (0 and zeros at first). */
  async chainHead(tx: Runner): Promise<{ position: string; hash: string }> {
    const [row] = await runSql<{ position: string; hash: string }>(
      tx,
      sql`(SELECT position::text AS position, hash FROM audit_events WHERE position IS NOT NULL ORDER BY audit_events.position DESC LIMIT 1)
          UNION ALL (SELECT pruned_position::text, pruned_hash FROM audit_chain_state) LIMIT 1`,
    );
    return row;
  }

  /**
   * Up to `limit` unsealed events, oldest first, that occurred before `before` and whose transaction has
   * ended (below the horizon): the sealer's next stretch of the chain (docs/adr/0072-audit-chain.md).
   */
  async unsealed(tx: EntityManager, before: Date, limit: number): Promise<AuditRow[]> {
    return runSql<AuditRow>(
      tx,
      sql`SELECT ${COLUMNS} FROM audit_events
           WHERE hash IS NULL AND occurred_at < ${before} AND txid < ${sql.raw(TRANSACTION_HORIZON_SQL)}
           ORDER BY occurred_at, id LIMIT ${limit}`,
    );
  }

  async seal(tx: EntityManager, seals: ReadonlyArray<{ id: string; position: string; prevHash: string; hash: string }>): Promise<void> {
    await runSql(
      tx,
      sql`UPDATE audit_events a SET position = u.position, prev_hash = u.prev, hash = u.hash
            FROM unnest(${seals.map((s) => s.id)}::uuid[], ${seals.map((s) => s.position)}::bigint[], ${seals.map((s) => s.prevHash)}::text[],
                        ${seals.map((s) => s.hash)}::text[]) AS u(id, position, prev, hash)
           WHERE a.id = u.id AND a.hash IS NULL`,
    );
  }

  /** Sealed events, newest first, one extra row to learn whether another page exists. */
  async list(runner: Runner, filter: AuditListFilter, limit: number): Promise<AuditRow[]> {
    const conditions: Sql[] = [sql`hash IS NOT NULL`];
    if (filter.actorId !== undefined) conditions.push(sql`(actor_user_id = ${filter.actorId} OR actor_on_behalf_of = ${filter.actorId})`);
    if (filter.apiKeyId !== undefined) conditions.push(sql`actor_api_key_id = ${filter.apiKeyId}`);
    if (filter.resourceType !== undefined) conditions.push(sql`resource_type = ${filter.resourceType}`);
    if (filter.resourceIds !== undefined) conditions.push(sql`resource_id = ANY(${filter.resourceIds}::text[])`);
    if (filter.action !== undefined) conditions.push(sql`action = ${filter.action}`);
    if (filter.from !== undefined) conditions.push(sql`occurred_at >= ${filter.from}`);
    if (filter.to !== undefined) conditions.push(sql`occurred_at < ${filter.to}`);
    if (filter.after !== undefined) conditions.push(sql`(occurred_at, id) < (${filter.after.occurredAt}, ${filter.after.id})`);
    return runSql<AuditRow>(
      runner,
      sql`SELECT ${COLUMNS} FROM audit_events WHERE ${sql.join(conditions, sql` AND `)} ORDER BY occurred_at DESC, id DESC LIMIT ${limit + 1}`,
    );
  }

  /** The chain's stretch for [from, to): from the first sealed event at or after `from` to the last before `to` (null: empty). */
  async stretch(runner: Runner, from: Date | undefined, to: Date | undefined): Promise<ChainStretch | null> {
    const [row] = await runSql<{ start: string | null; end: string | null }>(
      runner,
      sql`SELECT (SELECT position FROM audit_events WHERE position IS NOT NULL ${from === undefined ? sql.empty : sql`AND occurred_at >= ${from}`}
                   ORDER BY occurred_at, id LIMIT 1)::text AS start,
                 (SELECT position FROM audit_events WHERE position IS NOT NULL ${to === undefined ? sql.empty : sql`AND occurred_at < ${to}`}
                   ORDER BY occurred_at DESC, id DESC LIMIT 1)::text AS end`,
    );
    if (row.start === null || row.end === null || BigInt(row.start) > BigInt(row.end)) return null;
    return { start: row.start, end: row.end };
  }

  /** The hash the event at `position` must chain to: its sealed predecessor's, else the last pruned event's. */
  async predecessorHash(runner: Runner, position: string): Promise<string> {
    const [row] = await runSql<{ hash: string }>(
      runner,
      sql`SELECT COALESCE((SELECT hash FROM audit_events WHERE position < ${position}::bigint ORDER BY audit_events.position DESC LIMIT 1),
                          (SELECT pruned_hash FROM audit_chain_state)) AS hash`,
    );
    return row.hash;
  }

  /** Up to `limit` sealed events of the stretch after position `last` (or from its start), in chain order. */
  async chainBatch(runner: Runner, stretch: ChainStretch, last: string | null, limit: number): Promise<AuditRow[]> {
    return runSql<AuditRow>(
      runner,
      sql`SELECT ${COLUMNS} FROM audit_events
           WHERE position ${last === null ? sql`>= ${stretch.start}::bigint` : sql`> ${last}::bigint`} AND position <= ${stretch.end}::bigint
           ORDER BY audit_events.position LIMIT ${limit}`,
    );
  }

  /** The oldest `limit` sealed events in chain order, for the pruner. */
  async oldest(tx: EntityManager, limit: number): Promise<Array<{ id: string; occurredAt: Date; position: string; hash: string }>> {
    return runSql(
      tx,
      sql`SELECT id, occurred_at AS "occurredAt", position::text AS position, hash FROM audit_events
           WHERE position IS NOT NULL ORDER BY audit_events.position LIMIT ${limit}`,
    );
  }

  /** Deletes a prefix of the chain and keeps its last event as the first retained event's predecessor (the trigger lets only this through). */
  async prune(tx: EntityManager, ids: readonly string[], last: { position: string; hash: string }): Promise<number> {
    await runSql(tx, sql`SELECT set_config('audit.pruning', 'on', true)`);
    const deleted = await runSql<{ id: string }>(tx, sql`DELETE FROM audit_events WHERE id = ANY(${ids}::uuid[]) RETURNING id`);
    await runSql(tx, sql`UPDATE audit_chain_state SET pruned_hash = ${last.hash}, pruned_position = ${last.position}::bigint`);
    await runSql(tx, sql`SELECT set_config('audit.pruning', 'off', true)`);
    return deleted.length;
  }
}
