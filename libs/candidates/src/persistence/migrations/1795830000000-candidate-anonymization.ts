import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Anonymization (docs/api/retention.md#anonymization): when the candidate was anonymized, null while it was not.
 * An anonymized candidate keeps its row (its applications and their history count in the reports) but can no
 * longer be edited or merged.
 */
export class CandidateAnonymization1795830000000 implements MigrationInterface {
  name = 'CandidateAnonymization1795830000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE candidates ADD COLUMN anonymized_at timestamptz(3)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE candidates DROP COLUMN anonymized_at`);
  }
}
