import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A referral outlives its candidate (the referrer's bonus depends on it): erasing the candidate
 * clears the link (ON DELETE SET NULL) instead of deleting the referral, and the erasure
 * participant clears its note. `updated_at` lets a merge mark the referrals it moves.
 */
export class ReferralsOutliveCandidates1764100000100 implements MigrationInterface {
  name = 'ReferralsOutliveCandidates1764100000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE referrals ALTER COLUMN candidate_id DROP NOT NULL`);
    await db.query(`ALTER TABLE referrals DROP CONSTRAINT referrals_candidate_id_fkey`);
    await db.query(`ALTER TABLE referrals ADD CONSTRAINT referrals_candidate_id_fkey FOREIGN KEY (candidate_id) REFERENCES candidates (id) ON DELETE SET NULL`);
    await db.query(`ALTER TABLE referrals ADD COLUMN updated_at timestamptz(3) NOT NULL DEFAULT now()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE referrals DROP COLUMN updated_at`);
    await db.query(`DELETE FROM referrals WHERE candidate_id IS NULL`);
    await db.query(`ALTER TABLE referrals DROP CONSTRAINT referrals_candidate_id_fkey`);
    await db.query(`ALTER TABLE referrals ADD CONSTRAINT referrals_candidate_id_fkey FOREIGN KEY (candidate_id) REFERENCES candidates (id) ON DELETE CASCADE`);
    await db.query(`ALTER TABLE referrals ALTER COLUMN candidate_id SET NOT NULL`);
  }
}
