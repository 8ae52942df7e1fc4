import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The offers report (docs/adr/0064-stage-history-and-report-storage.md) counts offers by sentAt with
 * what it groups and counts by, read from the index alone. Built CONCURRENTLY: offers are written
 * while it builds.
 */
export class OffersSentIndex1763713000002 implements MigrationInterface {
  name = 'OffersSentIndex1763713000002';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    // An index left invalid by an interrupted build is dropped and built again.
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS offers_sent_idx`);
    await db.query(`CREATE INDEX CONCURRENTLY offers_sent_idx ON offers (sent_at) INCLUDE (job_id, status, decided_at, expires_at) WHERE sent_at IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS offers_sent_idx`);
  }
}
