import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The hires' indexes, one per grouping of the time-to-hire report: each read in its order, so no sort of every hire. */
const HIRE_INDEXES = {
  applications_hires_by_job_idx: `(job_id, applied_at) INCLUDE (hired_at)`,
  applications_hires_by_source_idx: `(source, applied_at) INCLUDE (job_id, hired_at)`,
  applications_hires_by_month_idx: `((date_trunc('month', hired_at AT TIME ZONE 'UTC')), applied_at) INCLUDE (job_id, hired_at)`,
};

/**
 * The time of the hire on the application itself (docs/adr/0075-report-data-kept-by-its-owners.md):
 * time-to-hire reads partial covering indexes of the hires instead of joining a year of them to the
 * stage history. Filled from the hire transitions; the indexes are built CONCURRENTLY (every
 * application write touches this table), and the filling runs again after them for hires made meanwhile.
 */
export class ApplicationsHiredAt1795732084605 implements MigrationInterface {
  name = 'ApplicationsHiredAt1795732084605';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE applications ADD COLUMN IF NOT EXISTS hired_at timestamptz(3)`);
    await this.fill(db);
    for (const [name, definition] of Object.entries(HIRE_INDEXES)) {
      // An index left invalid by an interrupted build is dropped and built again.
      await db.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
      await db.query(`CREATE INDEX CONCURRENTLY ${name} ON applications ${definition} WHERE hired_at IS NOT NULL`);
    }
    await this.fill(db);
    // What time-to-hire read before: the hired applications by appliedAt, and the hire transitions by application.
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS applications_hired_idx`);
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS stage_transitions_hire_idx`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS applications_hired_idx ON applications (applied_at) INCLUDE (id, job_id, source) WHERE status = 'hired'`,
    );
    await db.query(
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS stage_transitions_hire_idx ON stage_transitions (application_id) INCLUDE (at)
       WHERE to_status = 'hired' AND from_status = 'active'`,
    );
    for (const name of Object.keys(HIRE_INDEXES)) await db.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
    await db.query(`ALTER TABLE applications DROP COLUMN IF EXISTS hired_at`);
  }

  /** Hired applications without their hire's time get the time of their hire transition (a hire is final: one per application). */
  private async fill(db: QueryRunner): Promise<void> {
    await db.query(
      `UPDATE applications a SET hired_at = t.at
         FROM stage_transitions t
        WHERE t.application_id = a.id AND t.to_status = 'hired' AND t.from_status = 'active' AND a.status = 'hired' AND a.hired_at IS NULL`,
    );
  }
}
