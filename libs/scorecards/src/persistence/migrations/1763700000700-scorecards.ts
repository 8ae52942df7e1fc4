import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Scorecards: an author's rating of an application at a stage (stage name kept as written). */
export class Scorecards1763700000700 implements MigrationInterface {
  name = 'Scorecards1763700000700';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE scorecards (
        id uuid PRIMARY KEY,
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        candidate_id uuid NOT NULL,
        stage_id uuid NOT NULL,
        stage_name text NOT NULL,
        author_id uuid NOT NULL,
        rating text NOT NULL CHECK (rating IN ('strong', 'good', 'neutral', 'weak', 'poor')),
        comment text,
        criteria jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX scorecards_created_idx ON scorecards (created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX scorecards_application_idx ON scorecards (application_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX scorecards_candidate_idx ON scorecards (candidate_id, created_at DESC, id DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE scorecards');
  }
}
