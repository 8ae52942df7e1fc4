import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Token types of PostgreSQL's default parser that can hold letters but were mapped to `simple` alone:
 * words with digits (`Ñúñez2`, `José-María2` and its parts), emails, hosts, URLs, URL paths and file
 * names. `ats_search` (1763706000000) unaccented only the all-letter types, so `ñúñez2` stayed in the
 * vector while `nunez2` was searched for. The all-ASCII and all-digit types have no accent to remove.
 */
export const ACCENTED_TOKEN_TYPES = 'numword, numhword, hword_numpart, email, host, url, url_path, file';

/** Candidates whose search row is rebuilt in one statement (each commits on its own: no long lock, no long transaction). */
const REBUILD_BATCH = 500;

/**
 * Accents are ignored in every token that can carry letters (docs/adr/0018-search-text-and-matching.md): those
 * types go through `unaccent`, then `simple` (lower case, no stemming, as before). The query side reads
 * the same configuration (websearch_to_tsquery('ats_search', q)), so it changes with it. The search
 * rows built before are rebuilt: only those holding a lexeme with a character outside ASCII can hold
 * an accent that `simple` kept, found batch by batch in primary-key order. Runs outside a transaction
 * so that every batch commits: writers of a candidate wait at most for its batch, and an interrupted
 * run starts again from the first row (a rebuilt row stays as it is). Cost on 100,000 generated
 * candidates: docs/operations.md, "Upgrading".
 */
export class CandidateSearchAccents1763709900000 implements MigrationInterface {
  name = 'CandidateSearchAccents1763709900000';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TEXT SEARCH CONFIGURATION ats_search ALTER MAPPING FOR ${ACCENTED_TOKEN_TYPES} WITH public.unaccent, simple`);
    await rebuildSearchRows(db, `s.vector::text ~ '[^\\x01-\\x7f]'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TEXT SEARCH CONFIGURATION ats_search ALTER MAPPING FOR ${ACCENTED_TOKEN_TYPES} WITH simple`);
    // An unaccented lexeme does not tell whether its text had an accent: every row is rebuilt.
    await rebuildSearchRows(db, 'true');
  }
}

/** Refreshes the search rows that match `condition` (on alias `s`), reading `REBUILD_BATCH` rows per statement in primary-key order. */
async function rebuildSearchRows(db: QueryRunner, condition: string): Promise<void> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch: Array<{ candidate_id: string }> = await db.query(
      `SELECT candidate_id FROM candidate_search WHERE candidate_id > $1 ORDER BY candidate_id LIMIT ${REBUILD_BATCH}`,
      [after],
    );
    if (batch.length === 0) return;
    after = batch[batch.length - 1].candidate_id;
    await db.query(`SELECT candidate_search_refresh(s.candidate_id) FROM candidate_search s WHERE s.candidate_id = ANY($1::uuid[]) AND ${condition}`, [
      batch.map((row) => row.candidate_id),
    ]);
  }
}
