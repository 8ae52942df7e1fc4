import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log (docs/api/audit.md, docs/adr/0072-audit-chain.md). Rows are inserted without a chain
 * position; `txid` (a column default, as on the outbox) tells the sealer which transactions have ended.
 * The sealer fills `position`, `prev_hash` and `hash` once, in (occurred_at, id) order. A trigger keeps
 * the table append-only: the only update seals an unsealed row, the only delete is the pruner's.
 * `audit_chain_state` keeps the hash of the last pruned event (the first retained event's predecessor)
 * and the fallback key of the candidates' pseudonyms (docs/adr/0073-audit-erasure.md).
 */
export class AuditEvents1795732166476 implements MigrationInterface {
  name = 'AuditEvents1795732166476';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE audit_events (
      id uuid PRIMARY KEY,
      txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
      occurred_at timestamptz NOT NULL,
      actor_user_id uuid,
      actor_api_key_id uuid,
      actor_on_behalf_of uuid,
      ip text,
      method text NOT NULL,
      route text,
      status integer NOT NULL,
      action text NOT NULL,
      resource_type text,
      resource_id text,
      changes text[] NOT NULL DEFAULT '{}',
      position bigint,
      prev_hash char(64),
      hash char(64)
    )`);
    await db.query(`CREATE UNIQUE INDEX audit_events_chain ON audit_events (position)`);
    await db.query(`CREATE INDEX audit_events_unsealed ON audit_events (occurred_at, id) WHERE hash IS NULL`);
    await db.query(`CREATE INDEX audit_events_newest ON audit_events (occurred_at DESC, id DESC)`);
    await db.query(`CREATE INDEX audit_events_actor ON audit_events (actor_user_id, occurred_at DESC)`);
    await db.query(`CREATE INDEX audit_events_on_behalf_of ON audit_events (actor_on_behalf_of, occurred_at DESC) WHERE actor_on_behalf_of IS NOT NULL`);
    await db.query(`CREATE INDEX audit_events_resource ON audit_events (resource_id, occurred_at DESC)`);
    await db.query(`CREATE TABLE audit_chain_state (
      singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
      pruned_hash char(64) NOT NULL DEFAULT repeat('0', 64),
      pruned_position bigint NOT NULL DEFAULT 0,
      pseudonym_key text NOT NULL DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
    )`);
    await db.query(`INSERT INTO audit_chain_state DEFAULT VALUES`);
    await db.query(`CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.hash IS NULL AND OLD.position IS NULL AND NEW.hash IS NOT NULL AND NEW.position IS NOT NULL
           AND ROW(NEW.id, NEW.txid, NEW.occurred_at, NEW.actor_user_id, NEW.actor_api_key_id, NEW.actor_on_behalf_of, NEW.ip,
                   NEW.method, NEW.route, NEW.status, NEW.action, NEW.resource_type, NEW.resource_id, NEW.changes)
               IS NOT DISTINCT FROM
               ROW(OLD.id, OLD.txid, OLD.occurred_at, OLD.actor_user_id, OLD.actor_api_key_id, OLD.actor_on_behalf_of, OLD.ip,
                   OLD.method, OLD.route, OLD.status, OLD.action, OLD.resource_type, OLD.resource_id, OLD.changes) THEN
          RETURN NEW;
        END IF;
        IF TG_OP = 'DELETE' AND current_setting('audit.pruning', true) = 'on' THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'audit_events is append-only (docs/api/audit.md)';
      END $$`);
    await db.query(`CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events FOR EACH ROW EXECUTE FUNCTION audit_events_append_only()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE audit_chain_state`);
    await db.query(`DROP TABLE audit_events`);
    await db.query(`DROP FUNCTION audit_events_append_only()`);
  }
}
