import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Consent (docs/api/privacy.md#consent): the purposes (the three built-in ones inserted here), each candidate's
 * consents (one `given` per candidate and purpose, enforced by a partial unique index; the worker's expiry reads the
 * `given` ones by `expires_at`) and consent requests (only the SHA-256 of a link's token is kept). Both go with their
 * candidate. A purpose's key is immutable, so consents and requests name it by key.
 */
export class Consents1795820000000 implements MigrationInterface {
  name = 'Consents1795820000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE consent_purposes (
        id uuid PRIMARY KEY,
        key text NOT NULL UNIQUE,
        label text NOT NULL,
        description text NOT NULL DEFAULT '',
        duration_days integer CHECK (duration_days BETWEEN 1 AND 3650),
        built_in boolean NOT NULL DEFAULT false,
        created_at timestamptz(3) NOT NULL,
        updated_at timestamptz(3) NOT NULL
      )`);
    await db.query('CREATE INDEX consent_purposes_page_idx ON consent_purposes (created_at DESC, id DESC)');
    await db.query('CREATE INDEX consent_purposes_updated_at_idx ON consent_purposes (updated_at)');
    // UUID v7 ids made in SQL (timestamp in the first 48 bits, version 7, variant 10), one millisecond apart so the list keeps this order.
    await db.query(`
      INSERT INTO consent_purposes (id, key, label, description, duration_days, built_in, created_at, updated_at)
      SELECT (lpad(to_hex((extract(epoch FROM t.at) * 1000)::bigint), 12, '0') || '7' || substr(md5(b.key), 1, 3)
              || to_hex(8 + (random() * 3)::int) || substr(md5(b.key || random()::text), 1, 15))::uuid,
             b.key, b.label, '', b.duration_days, true, t.at, t.at
        FROM (VALUES (1, 'application', 'Processing of an application', 365),
                     (2, 'talent_pool', 'Keeping a profile in the talent pool', 730),
                     (3, 'messaging', 'Receiving messages about opportunities', NULL)) AS b(n, key, label, duration_days),
             LATERAL (SELECT date_trunc('milliseconds', clock_timestamp()) + b.n * interval '1 millisecond' AS at) AS t`);
    await db.query(`
      CREATE TABLE consents (
        id uuid PRIMARY KEY,
        candidate_id uuid NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
        purpose text NOT NULL REFERENCES consent_purposes (key),
        status text NOT NULL CHECK (status IN ('given', 'withdrawn', 'expired', 'superseded')),
        given_at timestamptz(3) NOT NULL,
        expires_at timestamptz(3),
        withdrawn_at timestamptz(3),
        source text NOT NULL CHECK (source IN ('api', 'careers_site', 'consent_request', 'import')),
        evidence jsonb,
        created_at timestamptz(3) NOT NULL,
        updated_at timestamptz(3) NOT NULL
      )`);
    await db.query(`CREATE UNIQUE INDEX consents_given_key ON consents (candidate_id, purpose) WHERE status = 'given'`);
    await db.query('CREATE INDEX consents_candidate_page_idx ON consents (candidate_id, created_at DESC, id DESC)');
    await db.query('CREATE INDEX consents_page_idx ON consents (created_at DESC, id DESC)');
    await db.query('CREATE INDEX consents_updated_at_idx ON consents (updated_at)');
    await db.query(`CREATE INDEX consents_expiry_idx ON consents (expires_at) WHERE status = 'given' AND expires_at IS NOT NULL`);
    await db.query(`
      CREATE TABLE consent_requests (
        id uuid PRIMARY KEY,
        candidate_id uuid NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
        purpose text NOT NULL REFERENCES consent_purposes (key),
        token_hash bytea NOT NULL UNIQUE,
        status text NOT NULL CHECK (status IN ('pending', 'given', 'declined')),
        expires_at timestamptz(3) NOT NULL,
        decided_at timestamptz(3),
        created_at timestamptz(3) NOT NULL,
        updated_at timestamptz(3) NOT NULL
      )`);
    await db.query('CREATE INDEX consent_requests_candidate_page_idx ON consent_requests (candidate_id, created_at DESC, id DESC)');
    await db.query('CREATE INDEX consent_requests_page_idx ON consent_requests (created_at DESC, id DESC)');
    await db.query('CREATE INDEX consent_requests_updated_at_idx ON consent_requests (updated_at)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE consent_requests');
    await db.query('DROP TABLE consents');
    await db.query('DROP TABLE consent_purposes');
  }
}
