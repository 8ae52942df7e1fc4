import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users gain `active` (docs/api/resources.md#users): every existing user is active; a constant default rewrites no row. */
export class UsersActive1795732055878 implements MigrationInterface {
  name = 'UsersActive1795732055878';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users ADD COLUMN active boolean NOT NULL DEFAULT true`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users DROP COLUMN active`);
  }
}
