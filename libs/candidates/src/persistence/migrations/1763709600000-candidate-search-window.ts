import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bounded relevance ranking (docs/api/search.md#order-and-cursor, docs/adr/0019-search-relevance-and-ranked-window.md): a search ranks only its
 * ranked window, the newest candidates whose strong fields (`rank_vector`: weights A-C) or name and
 * email match, found through `candidate_search_rank_idx`; every other match follows newest first, read
 * in the order of `candidate_search_recent_idx` until the page is full. Built CONCURRENTLY: every
 * candidate, note, tag and document write refreshes a row of `candidate_search`. The planner chooses
 * between reading that index newest first and the GIN indexes by how many rows a word matches: with
 * the default statistics a word that matches nothing was estimated at hundreds of rows, and a search
 * read all 100,000 rows newest first looking for them (2.7 s instead of 0.1 s under load). At 1,000 an
 * email (a word of one candidate) was still estimated at 336 rows and its search read every row newest
 * first (670 ms); at 10,000, the most PostgreSQL allows, it is 131 and the GIN index answers (6 ms).
 */
export class CandidateSearchWindow1763709600000 implements MigrationInterface {
  name = 'CandidateSearchWindow1763709600000';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    // An index left invalid by an interrupted build is dropped and built again.
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS candidate_search_rank_idx`);
    await db.query(`CREATE INDEX CONCURRENTLY candidate_search_rank_idx ON candidate_search USING gin (rank_vector)`);
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS candidate_search_recent_idx`);
    await db.query(`CREATE INDEX CONCURRENTLY candidate_search_recent_idx ON candidate_search (created_at DESC, candidate_id DESC)`);
    await db.query(`ALTER TABLE candidate_search ALTER vector SET STATISTICS 10000, ALTER rank_vector SET STATISTICS 10000`);
    await db.query(`ANALYZE candidate_search`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE candidate_search ALTER vector SET STATISTICS -1, ALTER rank_vector SET STATISTICS -1`);
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS candidate_search_recent_idx`);
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS candidate_search_rank_idx`);
  }
}
