import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Candidate erasure redacts the filenames in the activity metadata of the candidate's document events
 * (libs/documents), found by `metadata.candidateId`; without this index each erasure reads every
 * document event while it holds the candidate's row lock. Built CONCURRENTLY, as the erasure indexes
 * are: every write of the API inserts an activity row.
 */
export class DocumentActivityIndex1763709500000 implements MigrationInterface {
  name = 'DocumentActivityIndex1763709500000';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    // An index left invalid by an interrupted build is dropped and built again.
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS activity_events_document_candidate_idx`);
    await db.query(
      `CREATE INDEX CONCURRENTLY activity_events_document_candidate_idx ON activity_events ((metadata->>'candidateId')) WHERE entity_type = 'document'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS activity_events_document_candidate_idx`);
  }
}
