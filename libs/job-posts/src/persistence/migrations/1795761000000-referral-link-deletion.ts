import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Referral links can be deleted (docs/api/careers.md#referral-links-and-attribution): `deleted_at` set, the code
 * stops attributing and the row stays, so a code is never issued twice. The list reads live links newest first.
 */
export class ReferralLinkDeletion1795761000000 implements MigrationInterface {
  name = 'ReferralLinkDeletion1795761000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE referral_links ADD COLUMN deleted_at timestamptz(3)');
    await db.query('CREATE INDEX referral_links_live_idx ON referral_links (created_at DESC, id DESC) WHERE deleted_at IS NULL');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX referral_links_live_idx');
    await db.query('ALTER TABLE referral_links DROP COLUMN deleted_at');
  }
}
