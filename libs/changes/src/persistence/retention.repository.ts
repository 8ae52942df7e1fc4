import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { runSql, sql, type Sql } from '@app/core';
import { FEED_HORIZON_SQL } from '../domain/feed-horizon';

/** Transaction-level advisory lock: one worker prunes at a time, the others skip the run. */
const RETENTION_LOCK_KEY = 4215013;

/** One transaction's work: how many rows it deleted, and whether another batch may find more. */
export type PruneBatch = (tx: EntityManager, cutoff: Date, limit: number) => Promise<{ deleted: number; more: boolean }>;

async function countOf(tx: EntityManager, statement: Sql): Promise<number> {
  const [{ count }] = await runSql<{ count: number }>(tx, statement);
  return count;
}

/**
 * Runs `statement` (a DELETE ... RETURNING event_id of deliveries or runs), then deletes the events it
 * freed of their last reference that lie at or below the feed's prune watermark: the outbox step,
 * which walks forward from the watermark, passed them while they were referenced. A second
 * statement, so that it sees the first one's deletions.
 */
async function deleteFreeing(tx: EntityManager, statement: Sql): Promise<{ deleted: number; more: boolean }> {
  const freed = await runSql<{ event_id: string }>(tx, statement);
  if (freed.length === 0) return { deleted: 0, more: false };
  await runSql(
    tx,
    sql`DELETE FROM outbox_events o USING change_feed_state s
      WHERE o.id = ANY(${[...new Set(freed.map((row) => row.event_id))]}::uuid[]) AND (o.txid, o.seq) <= (s.pruned_txid, s.pruned_seq)
        AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = o.id)
        AND NOT EXISTS (SELECT 1 FROM automation_runs r WHERE r.trigger_event_id = o.id)`,
  );
  return { deleted: freed.length, more: true };
}

/** Delivered, dead-lettered and canceled deliveries; a replayed one goes after its replays. */
const pruneDeliveries: PruneBatch = (tx, cutoff, limit) =>
  deleteFreeing(
    tx,
    sql`WITH doomed AS (
       SELECT id FROM webhook_deliveries c
        WHERE c.created_at < ${cutoff} AND c.status IN ('delivered', 'dead_lettered', 'canceled')
          AND NOT EXISTS (SELECT 1 FROM webhook_deliveries r WHERE r.replay_of_id = c.id)
        ORDER BY c.created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
     )
     DELETE FROM webhook_deliveries WHERE id IN (SELECT id FROM doomed) RETURNING event_id`,
  );

/** Succeeded, skipped, dead-lettered and canceled runs with their steps; a replayed or parent run goes after the runs that name it. */
const pruneRuns: PruneBatch = (tx, cutoff, limit) =>
  deleteFreeing(
    tx,
    sql`WITH doomed AS (
       SELECT id FROM automation_runs c
        WHERE c.created_at < ${cutoff} AND c.status IN ('succeeded', 'skipped', 'dead_lettered', 'canceled')
          AND NOT EXISTS (SELECT 1 FROM automation_runs r WHERE r.replay_of_run_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM automation_runs r WHERE r.parent_run_id = c.id)
        ORDER BY c.created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
     ), steps AS (DELETE FROM automation_run_steps WHERE run_id IN (SELECT id FROM doomed))
     DELETE FROM automation_runs WHERE id IN (SELECT id FROM doomed) RETURNING trigger_event_id AS event_id`,
  );

/**
 * One batch of the outbox: the next `limit` events in feed order after the watermark, up to the
 * first one that is younger than the cutoff, not yet relayed, or not below the oldest running
 * transaction (a slower writer could still commit an event before it). Feed order is time order,
 * give or take a transaction's length: an old event just past a young one waits for the next run.
 * It deletes the events of that stretch no delivery or run references and moves the watermark to
 * its end; the ones it keeps go with their last reference (deleteFreeing).
 */
const pruneOutbox: PruneBatch = async (tx, cutoff, limit) => {
  // Constants, not a join to the state row, so that both statements range-scan the feed index.
  const [watermark] = await runSql<{ txid: string; seq: string }>(tx, sql`SELECT pruned_txid::text AS txid, pruned_seq::text AS seq FROM change_feed_state`);
  const [stretch] = await runSql<{ count: number; txid: string | null; seq: string | null }>(
    tx,
    sql`WITH horizon AS (SELECT ${sql.raw(FEED_HORIZON_SQL)} AS xid), next AS (
       SELECT txid, seq, (created_at < ${cutoff} AND published_at IS NOT NULL AND txid < horizon.xid) AS prunable
         FROM outbox_events, horizon WHERE (txid, seq) > (${watermark.txid}::xid8, ${watermark.seq}::bigint) ORDER BY txid, seq LIMIT ${limit}
     ), stop AS (SELECT txid, seq FROM next WHERE NOT prunable ORDER BY txid, seq LIMIT 1)
     SELECT count(*)::int AS count, (array_agg(txid::text ORDER BY txid DESC, seq DESC))[1] AS txid,
            (array_agg(seq::text ORDER BY txid DESC, seq DESC))[1] AS seq
       FROM next WHERE NOT EXISTS (SELECT 1 FROM stop WHERE (next.txid, next.seq) >= (stop.txid, stop.seq))`,
  );
  if (stretch.count === 0) return { deleted: 0, more: false };
  const [endTxid, endSeq] = [sql.param(stretch.txid), sql.param(stretch.seq)];
  const deleted = await countOf(
    tx,
    sql`WITH doomed AS (
       SELECT o.id FROM outbox_events o
        WHERE (o.txid, o.seq) > (${watermark.txid}::xid8, ${watermark.seq}::bigint) AND (o.txid, o.seq) <= (${endTxid}::xid8, ${endSeq}::bigint)
          AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = o.id)
          AND NOT EXISTS (SELECT 1 FROM automation_runs r WHERE r.trigger_event_id = o.id)
     ), deleted AS (DELETE FROM outbox_events WHERE id IN (SELECT id FROM doomed) RETURNING 1)
     , watermark AS (UPDATE change_feed_state SET pruned_txid = ${endTxid}::xid8, pruned_seq = ${endSeq}::bigint)
     SELECT count(*)::int AS count FROM deleted`,
  );
  return { deleted, more: true };
};

/** The statements of retention (docs/operations.md "Retention"): each batch deletes at most `limit` rows created before `cutoff`. */
@Injectable()
export class RetentionRepository {
  /** Takes the pruning lock for the transaction; false when another worker holds it. */
  async tryLock(tx: EntityManager): Promise<boolean> {
    const [{ locked }] = await runSql<{ locked: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) AS locked`);
    return locked;
  }

  readonly pruneDeliveries = pruneDeliveries;
  readonly pruneRuns = pruneRuns;
  readonly pruneOutbox = pruneOutbox;
}
