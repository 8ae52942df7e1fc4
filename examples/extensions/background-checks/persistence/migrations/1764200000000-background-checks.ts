import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Background checks. A check outlives its candidate (the vendor bills it and the employer must show
 * one was run): erasure clears the link (ON DELETE SET NULL) and the participant clears the findings.
 */
export class BackgroundChecks1764200000000 implements MigrationInterface {
  name = 'BackgroundChecks1764200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE background_checks (
        id uuid PRIMARY KEY,
        candidate_id uuid REFERENCES candidates (id) ON DELETE SET NULL,
        package text NOT NULL CHECK (package IN ('standard', 'extended')),
        status text NOT NULL CHECK (status IN ('requested', 'in_progress', 'completed', 'canceled')),
        result text CHECK (result IN ('clear', 'consider')),
        findings text,
        completed_at timestamptz(3),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX background_checks_candidate_idx ON background_checks (candidate_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE background_checks');
  }
}
