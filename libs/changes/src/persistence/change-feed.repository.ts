import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { eventTypesOfResources, reach, reachByResourceType, runSql, sql, type Sql } from '@app/core';
import { FEED_HORIZON_SQL } from '../domain/feed-horizon';
import type { FeedPosition } from '../domain/feed-position';

/** A row of a page read: the prune watermark and horizon, with the change when there is one (id null otherwise). */
export interface ChangeRow {
  pruned_txid: string;
  pruned_seq: string;
  horizon: string;
  id: string | null;
  type: string;
  resource_id: string;
  created_at: Date;
  txid: string;
  seq: string;
}

/** Which changes a page holds: events of `types`, and of each `items` entry's types those whose `data.<key>` is one of its values. */
export interface FeedFilter {
  types: string[];
  items: { types: string[]; key: string; values: string[] }[];
}

/** A row of the waiters' look-up: whether committed rows wait above the horizon, with the change when there is one (txid null otherwise). */
export interface TailRow {
  hidden: boolean;
  txid: string | null;
  seq: string;
  type: string;
}

/**
 * The changes of the resources the request reaches (docs/api/access.md), by resource type, each as its context
 * declares (`defineResource({ reach })`); a change of a type nobody declared is left out for a viewer with a reach
 * condition. A deleted child's tombstone is left out too, since the row that tied it to its candidate, application or job is gone.
 */
export function reachedChanges(): Sql | null {
  return reachByResourceType((resourceType) => {
    const types = eventTypesOfResources([resourceType]);
    return types.length === 0 ? null : sql`o.type = ANY(${types}::text[])`;
  }, sql.raw('o.resource_id::uuid'));
}

/** The change feed's reads of the outbox. */
@Injectable()
export class ChangeFeedRepository {
  /**
   * Up to `limit` changes after `start` below the horizon, of `types` when given, with the watermark
   * and horizon of the same snapshot: one statement, so that no row can still appear below the horizon.
   */
  async page(db: EntityManager, start: FeedPosition, filter: FeedFilter | undefined, limit: number): Promise<ChangeRow[]> {
    const typesOrNull = sql.param(filter?.types ?? null);
    // The item's kind is read from the payload only for the few event types a key may read part of.
    const items = (filter?.items ?? []).map(
      (item) => sql` OR (type = ANY(${item.types}::text[]) AND payload->'data'->>${item.key}::text = ANY(${item.values}::text[]))`,
    );
    return runSql<ChangeRow>(
      db,
      sql`WITH state AS (SELECT pruned_txid::text, pruned_seq::text, ${sql.raw(FEED_HORIZON_SQL)} AS horizon FROM change_feed_state)
       SELECT state.pruned_txid, state.pruned_seq, state.horizon::text AS horizon,
              e.id, e.type, e.resource_id, e.created_at, e.txid::text AS txid, e.seq::text AS seq
         FROM state LEFT JOIN LATERAL (
           SELECT id, type, resource_id, created_at, txid, seq FROM outbox_events o
            WHERE (txid, seq) > (${start.txid}::xid8, ${start.seq}::bigint) AND txid < state.horizon AND resource_id IS NOT NULL
              AND (${typesOrNull}::text[] IS NULL OR type = ANY(${typesOrNull}::text[])${sql.join(items, sql.empty)})${reach.and(reachedChanges())}
            ORDER BY txid, seq LIMIT ${limit}
         ) e ON true`,
    );
  }

  /** Up to `limit` changes after `from` below the horizon, and whether committed rows wait above it. */
  async tail(db: EntityManager, from: FeedPosition, limit: number): Promise<TailRow[]> {
    return runSql<TailRow>(
      db,
      sql`WITH state AS (SELECT ${sql.raw(FEED_HORIZON_SQL)} AS horizon)
       SELECT EXISTS (SELECT 1 FROM outbox_events h WHERE h.txid >= state.horizon) AS hidden, e.txid::text AS txid, e.seq::text AS seq, e.type
         FROM state LEFT JOIN LATERAL (
           SELECT txid, seq, type FROM outbox_events
            WHERE (txid, seq) > (${from.txid}::xid8, ${from.seq}::bigint) AND txid < state.horizon AND resource_id IS NOT NULL
            ORDER BY txid, seq LIMIT ${limit}
         ) e ON true`,
    );
  }
}
