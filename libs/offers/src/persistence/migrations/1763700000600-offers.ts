import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Offers of an application. A `sent` offer past `expires_at` reads as `expired` (computed, not stored). */
export class Offers1763700000600 implements MigrationInterface {
  name = 'Offers1763700000600';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE offers (
        id uuid PRIMARY KEY,
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        candidate_id uuid NOT NULL,
        job_id uuid NOT NULL,
        status text NOT NULL CHECK (status IN ('draft', 'sent', 'accepted', 'declined', 'withdrawn')),
        title text NOT NULL,
        salary_amount numeric(15, 2) NOT NULL,
        currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        salary_period text NOT NULL CHECK (salary_period IN ('year', 'month', 'week', 'day', 'hour')),
        equity text,
        start_date date,
        expires_at timestamptz(3),
        notes text,
        decided_at timestamptz(3),
        sent_at timestamptz(3),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX offers_created_idx ON offers (created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX offers_application_idx ON offers (application_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX offers_candidate_idx ON offers (candidate_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX offers_status_idx ON offers (status, created_at DESC, id DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE offers');
  }
}
