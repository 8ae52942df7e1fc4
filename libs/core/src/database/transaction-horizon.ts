/**
 * SQL for the horizon of ordered logs (docs/adr/0043-change-feed-order.md): the oldest
 * transaction of this database still running at the statement's snapshot, else the snapshot's
 * xmax. Every row below it with a `txid xid8 DEFAULT pg_current_xact_id()` is committed and no row
 * can still appear below it. A running transaction elsewhere in the cluster never writes here; one
 * `pg_stat_activity` cannot place (without pg_read_all_stats, or ended since the snapshot) counts as ours.
 */
export const TRANSACTION_HORIZON_SQL = `LEAST(pg_snapshot_xmax(pg_current_snapshot()), (
  SELECT min(running) FROM pg_snapshot_xip(pg_current_snapshot()) AS running
   WHERE NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.backend_xid = running::xid AND a.datname IS DISTINCT FROM current_database())
))`;
