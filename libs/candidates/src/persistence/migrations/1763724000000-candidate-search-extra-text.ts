import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The refresh of CandidateSearchWrite1763709700000, with `notes` standing for the weight-C text after the note bodies. */
const refresh = (notes: string) => `
  CREATE OR REPLACE FUNCTION candidate_search_refresh(candidate uuid) RETURNS void LANGUAGE plpgsql AS $$
  DECLARE
    fresh record;
  BEGIN
    PERFORM 1 FROM candidate_search WHERE candidate_id = candidate FOR UPDATE;
    SELECT c.created_at,
           candidate_search_vector(c.first_name, c.last_name, c.email, c.headline,
             (SELECT string_agg(t.label, ' ') FROM candidate_tags ct JOIN tags t ON t.id = ct.tag_id WHERE ct.candidate_id = c.id),
             c.summary, c.location, c.phone,
             ${notes},
             (SELECT string_agg(d.text, ' ' ORDER BY d.created_at) FROM documents d WHERE d.candidate_id = c.id AND d.text_status = 'extracted')
           ) AS vector,
           candidate_search_name_key(c.first_name, c.last_name, c.email) AS name_key
      INTO fresh FROM candidates c WHERE c.id = candidate;
    IF NOT FOUND THEN RETURN; END IF;
    INSERT INTO candidate_search (candidate_id, created_at, vector, rank_vector, name_key)
    VALUES (candidate, fresh.created_at, fresh.vector, ts_filter(fresh.vector, '{a,b,c}'), fresh.name_key)
    ON CONFLICT (candidate_id) DO UPDATE SET vector = EXCLUDED.vector, rank_vector = EXCLUDED.rank_vector, name_key = EXCLUDED.name_key;
  END $$`;

const NOTES = `(SELECT string_agg(n.body, ' ') FROM notes n WHERE n.candidate_id = c.id)`;

/**
 * A seam for text other contexts keep about a candidate (custom fields' searchable values,
 * docs/api/custom-fields.md#search): `candidate_search_extra_text(candidate)` is searched with weight C, after
 * the notes. Here it returns nothing; the context that has such text replaces it in a later migration of
 * its own, and calls `candidate_search_refresh` when that text changes.
 */
export class CandidateSearchExtraText1763724000000 implements MigrationInterface {
  name = 'CandidateSearchExtraText1763724000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE FUNCTION candidate_search_extra_text(candidate uuid) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$ SELECT NULL::text $$`);
    await db.query(refresh(`concat_ws(' ', ${NOTES}, candidate_search_extra_text(c.id))`));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(refresh(NOTES));
    await db.query(`DROP FUNCTION candidate_search_extra_text(uuid)`);
  }
}
