import type { MigrationInterface, QueryRunner } from 'typeorm';

const BY_JOB = `(job_id, created_at DESC, id DESC)`;

/**
 * The applications' index by job also holds their appliedAt, status and candidate: the funnel finds a job's applications
 * in the window, and counts them by status, from the index alone instead of one heap page per application
 * (docs/adr/0064-stage-history-and-report-storage.md); a narrow reach reads its jobs' candidates from it
 * (docs/adr/0068-reach-in-the-data-layer.md). It replaces the index of the same key, so a write enters no more indexes than before.
 * Built CONCURRENTLY under another name (every application write touches this table), then swapped.
 */
export class ApplicationsJobCovering1795735200000 implements MigrationInterface {
  name = 'ApplicationsJobCovering1795735200000';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    await this.swap(db, `${BY_JOB} INCLUDE (applied_at, status, candidate_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await this.swap(db, BY_JOB);
  }

  private async swap(db: QueryRunner, definition: string): Promise<void> {
    // An index left invalid by an interrupted build is dropped and built again.
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS applications_job_next_idx`);
    await db.query(`CREATE INDEX CONCURRENTLY applications_job_next_idx ON applications ${definition}`);
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS applications_job_idx`);
    await db.query(`ALTER INDEX applications_job_next_idx RENAME TO applications_job_idx`);
  }
}
