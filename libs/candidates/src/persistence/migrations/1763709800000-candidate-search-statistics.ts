import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The statistics target of both search vectors goes from 10,000 (1763709600000) to 1,000: planning a
 * search read the 20,198 most common lexemes at each of its `@@` estimates (2.4 ms of planning per
 * search on 100,000 candidates; 1.5 ms at 1,000). The estimates that chose between the newest-first
 * index and the GIN indexes no longer choose the route to the ranked window (the density probe does,
 * CandidateRepository.search); at 1,000 an email is still estimated at tens of rows, so the scans
 * that run when the window does not fill a page keep to the GIN indexes (at the default 100 an
 * email search read every résumé newest first: 480 ms). docs/performance/log/2026-11-24-search-routes.md.
 */
export class CandidateSearchStatistics1763709800000 implements MigrationInterface {
  name = 'CandidateSearchStatistics1763709800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE candidate_search ALTER vector SET STATISTICS 1000, ALTER rank_vector SET STATISTICS 1000`);
    await db.query(`ANALYZE candidate_search`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE candidate_search ALTER vector SET STATISTICS 10000, ALTER rank_vector SET STATISTICS 10000`);
    await db.query(`ANALYZE candidate_search`);
  }
}
