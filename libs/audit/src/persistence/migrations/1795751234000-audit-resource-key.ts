import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `resourceKey` (docs/api/audit.md#the-hash-chain, docs/adr/0076-audit-resource-key.md): events written from now on
 * (`keyed`) hold a candidate's own id in `resource_id` and its keyed hash in `resource_key`, which the chain covers
 * instead of `resource_id`. Rows written before keep their form (`keyed` false: the hash in `resource_id`, no
 * `resourceKey`) and verify as before. The trigger lets erasure make one change to a sealed event: `resource_id`
 * becomes its `resource_key`, on a keyed candidate event. `audit_erased_candidates` keeps the keyed hashes of
 * erased candidates, so that an event written after the erasure (a buffered read) takes the hash at once.
 */
export class AuditResourceKey1795751234000 implements MigrationInterface {
  name = 'AuditResourceKey1795751234000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE audit_events ADD COLUMN resource_key text, ADD COLUMN keyed boolean NOT NULL DEFAULT false`);
    await db.query(`CREATE INDEX audit_events_resource_key ON audit_events (resource_key) WHERE keyed AND resource_type = 'candidate'`);
    await db.query(`CREATE TABLE audit_erased_candidates (
      resource_key text PRIMARY KEY,
      erased_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`CREATE INDEX audit_erased_candidates_recent ON audit_erased_candidates (erased_at)`);
    await db.query(`CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.hash IS NULL AND OLD.position IS NULL AND NEW.hash IS NOT NULL AND NEW.position IS NOT NULL
           AND ROW(NEW.id, NEW.txid, NEW.occurred_at, NEW.actor_user_id, NEW.actor_api_key_id, NEW.actor_on_behalf_of, NEW.ip,
                   NEW.method, NEW.route, NEW.status, NEW.action, NEW.resource_type, NEW.resource_id, NEW.changes, NEW.resource_key, NEW.keyed)
               IS NOT DISTINCT FROM
               ROW(OLD.id, OLD.txid, OLD.occurred_at, OLD.actor_user_id, OLD.actor_api_key_id, OLD.actor_on_behalf_of, OLD.ip,
                   OLD.method, OLD.route, OLD.status, OLD.action, OLD.resource_type, OLD.resource_id, OLD.changes, OLD.resource_key, OLD.keyed) THEN
          RETURN NEW;
        END IF;
        IF TG_OP = 'UPDATE' AND OLD.keyed AND OLD.resource_type = 'candidate' AND OLD.resource_key IS NOT NULL AND NEW.resource_id = OLD.resource_key
           AND ROW(NEW.id, NEW.txid, NEW.occurred_at, NEW.actor_user_id, NEW.actor_api_key_id, NEW.actor_on_behalf_of, NEW.ip, NEW.method,
                   NEW.route, NEW.status, NEW.action, NEW.resource_type, NEW.changes, NEW.resource_key, NEW.keyed, NEW.position, NEW.prev_hash, NEW.hash)
               IS NOT DISTINCT FROM
               ROW(OLD.id, OLD.txid, OLD.occurred_at, OLD.actor_user_id, OLD.actor_api_key_id, OLD.actor_on_behalf_of, OLD.ip, OLD.method,
                   OLD.route, OLD.status, OLD.action, OLD.resource_type, OLD.changes, OLD.resource_key, OLD.keyed, OLD.position, OLD.prev_hash, OLD.hash) THEN
          RETURN NEW;
        END IF;
        IF TG_OP = 'DELETE' AND current_setting('audit.pruning', true) = 'on' THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'audit_events is append-only (docs/api/audit.md)';
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE audit_erased_candidates`);
    await db.query(`CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await db.query(`ALTER TABLE audit_events DROP COLUMN resource_key, DROP COLUMN keyed`);
  }
}
