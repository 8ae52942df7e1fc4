import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The time-to-hire report (docs/adr/0064-stage-history-and-report-storage.md): hired applications by
 * appliedAt, and each one's hire, both read from the index alone. Built CONCURRENTLY: every
 * application write touches these tables.
 */
export class ReportIndexes1763713000001 implements MigrationInterface {
  name = 'ReportIndexes1763713000001';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    // An index left invalid by an interrupted build is dropped and built again.
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS applications_hired_idx`);
    await db.query(`CREATE INDEX CONCURRENTLY applications_hired_idx ON applications (applied_at) INCLUDE (id, job_id, source) WHERE status = 'hired'`);
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS stage_transitions_hire_idx`);
    await db.query(
      `CREATE INDEX CONCURRENTLY stage_transitions_hire_idx ON stage_transitions (application_id) INCLUDE (at)
       WHERE to_status = 'hired' AND from_status = 'active'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS stage_transitions_hire_idx`);
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS applications_hired_idx`);
  }
}
