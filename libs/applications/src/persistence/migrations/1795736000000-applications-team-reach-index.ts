import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A narrow reach starts from the user's teams (docs/adr/0068-reach-in-the-data-layer.md): a job's
 * applications' candidates, read from the index alone, so the planner can join hiring_team_members to
 * them and fetch only the candidates reached instead of probing the newest candidates one by one.
 * Built CONCURRENTLY: every application write touches this table.
 */
export class ApplicationsTeamReachIndex1795736000000 implements MigrationInterface {
  name = 'ApplicationsTeamReachIndex1795736000000';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    // An index left invalid by an interrupted build is dropped and built again.
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS applications_job_candidate_idx`);
    await db.query(`CREATE INDEX CONCURRENTLY applications_job_candidate_idx ON applications (job_id, candidate_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS applications_job_candidate_idx`);
  }
}
