import type { MigrationInterface, QueryRunner } from 'typeorm';

const INDEXES = [
  { name: 'outbox_events_data_id_idx', on: `outbox_events ((payload->'data'->>'id'))` },
  { name: 'outbox_events_data_candidate_idx', on: `outbox_events ((payload->'data'->>'candidateId')) WHERE payload->'data'->>'candidateId' IS NOT NULL` },
];

/**
 * Candidate erasure finds the outbox events about the candidate, and about the records erased with
 * them, by `data.id` and `data.candidateId` (EventRecorder.redactSubject); without these indexes
 * each erasure reads the whole outbox while it holds the candidate's row lock. The copies that
 * automation runs keep are then found by `trigger_event_id`, already indexed.
 *
 * Built CONCURRENTLY, outside a transaction: every write of the API inserts into the outbox, and a
 * plain CREATE INDEX would hold them all while it reads the table. An index left invalid by an
 * interrupted build is dropped and built again on the next run.
 */
export class ErasureIndexes1763704500000 implements MigrationInterface {
  name = 'ErasureIndexes1763704500000';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    for (const index of INDEXES) {
      await db.query(`DROP INDEX CONCURRENTLY IF EXISTS ${index.name}`);
      await db.query(`CREATE INDEX CONCURRENTLY ${index.name} ON ${index.on}`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const index of INDEXES) await db.query(`DROP INDEX CONCURRENTLY IF EXISTS ${index.name}`);
  }
}
