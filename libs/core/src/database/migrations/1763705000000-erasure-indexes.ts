import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Candidate erasure finds the outbox events about the candidate, and about the records erased with
 * them, by `data.id` and `data.candidateId` (EventRecorder.redactSubject); without these indexes
 * each erasure reads the whole outbox while it holds the candidate's row lock. The copies that
 * automation runs keep are then found by `trigger_event_id`, already indexed.
 */
export class ErasureIndexes1763705000000 implements MigrationInterface {
  name = 'ErasureIndexes1763705000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX outbox_events_data_id_idx ON outbox_events ((payload->'data'->>'id'))`);
    await db.query(`CREATE INDEX outbox_events_data_candidate_idx ON outbox_events ((payload->'data'->>'candidateId')) WHERE payload->'data'->>'candidateId' IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX outbox_events_data_candidate_idx');
    await db.query('DROP INDEX outbox_events_data_id_idx');
  }
}
