import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The sent offers' indexes, one per grouping of the offers report: each read in its order, so no sort of every offer. */
const SENT_INDEXES = {
  offers_sent_by_job_idx: `(job_id, sent_at) INCLUDE (status, decided_at, expires_at)`,
  offers_sent_by_month_idx: `((date_trunc('month', sent_at AT TIME ZONE 'UTC')), sent_at) INCLUDE (job_id, status, decided_at, expires_at)`,
};

/**
 * The offers report (docs/adr/0075-report-data-kept-by-its-owners.md) reads the sent offers in the
 * order of its groups, from the index alone; they replace the index by sentAt. Built CONCURRENTLY:
 * offers are written while they build.
 */
export class OffersSentByGroup1795732889454 implements MigrationInterface {
  name = 'OffersSentByGroup1795732889454';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    for (const [name, definition] of Object.entries(SENT_INDEXES)) {
      // An index left invalid by an interrupted build is dropped and built again.
      await db.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
      await db.query(`CREATE INDEX CONCURRENTLY ${name} ON offers ${definition} WHERE sent_at IS NOT NULL`);
    }
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS offers_sent_idx`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS offers_sent_idx ON offers (sent_at) INCLUDE (job_id, status, decided_at, expires_at) WHERE sent_at IS NOT NULL`,
    );
    for (const name of Object.keys(SENT_INDEXES)) await db.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
  }
}
