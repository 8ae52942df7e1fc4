import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hiring teams and confidential jobs (docs/api/access.md): the reach predicates probe the team by (job_id, user_id)
 * (the primary key) and list a user's jobs by user_id (docs/adr/0068-reach-in-the-data-layer.md).
 */
export class HiringTeams1795732030530 implements MigrationInterface {
  name = 'HiringTeams1795732030530';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE jobs ADD COLUMN confidential boolean NOT NULL DEFAULT false, ADD COLUMN hiring_team_updated_at timestamptz`);
    await db.query(`
      CREATE TABLE hiring_team_members (
        job_id uuid NOT NULL REFERENCES jobs (id),
        user_id uuid NOT NULL REFERENCES users (id),
        role text NOT NULL,
        position integer NOT NULL,
        PRIMARY KEY (job_id, user_id)
      )`);
    await db.query(`CREATE INDEX hiring_team_members_user_idx ON hiring_team_members (user_id, job_id, role)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE hiring_team_members`);
    await db.query(`ALTER TABLE jobs DROP COLUMN confidential, DROP COLUMN hiring_team_updated_at`);
  }
}
