import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Characters of a candidate's extracted document text that are searched (a tsvector holds at most 1 MB). */
export const DOCUMENT_TEXT_SEARCHED = 200_000;

/**
 * unaccent() is only STABLE (its dictionary could change); this fixed-dictionary form may be indexed.
 * `ats_unaccent` as this migration made it (1763709700000 replaces it; its down() restores this).
 */
export const ATS_UNACCENT = `
  CREATE OR REPLACE FUNCTION ats_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$`;

/** `candidate_search_refresh` as this migration made it (1763709700000 replaces it; its down() restores this). */
export const CANDIDATE_SEARCH_REFRESH = `
  CREATE OR REPLACE FUNCTION candidate_search_refresh(candidate uuid) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    -- Concurrent writers of one candidate take turns, and each reads (in a statement of its own,
    -- so with a fresh snapshot) what the one before it committed: no refresh overwrites another's.
    PERFORM 1 FROM candidate_search WHERE candidate_id = candidate FOR UPDATE;
    INSERT INTO candidate_search (candidate_id, created_at, vector, rank_vector, name_key)
    SELECT id, created_at, vector, ts_filter(vector, '{a,b,c}'), name_key FROM (
    SELECT c.id, c.created_at,
           setweight(to_tsvector('ats_search', c.first_name || ' ' || c.last_name), 'A')
        || setweight(to_tsvector('simple', c.email || ' ' || translate(c.email, '@.+_-', '     ')), 'A')
        || setweight(to_tsvector('ats_search', concat_ws(' ', c.headline,
             (SELECT string_agg(t.label, ' ') FROM candidate_tags ct JOIN tags t ON t.id = ct.tag_id WHERE ct.candidate_id = c.id))), 'B')
        || setweight(to_tsvector('ats_search', concat_ws(' ', c.summary, c.location, c.phone,
             (SELECT string_agg(n.body, ' ') FROM notes n WHERE n.candidate_id = c.id))), 'C')
        || setweight(to_tsvector('ats_search', left(coalesce(
             (SELECT string_agg(d.text, ' ' ORDER BY d.created_at) FROM documents d WHERE d.candidate_id = c.id AND d.text_status = 'extracted'), ''),
             ${DOCUMENT_TEXT_SEARCHED})), 'D') AS vector,
           ats_unaccent(lower(c.first_name || ' ' || c.last_name || ' ' || c.email)) AS name_key
      FROM candidates c WHERE c.id = candidate) AS fresh
    ON CONFLICT (candidate_id) DO UPDATE SET vector = EXCLUDED.vector, rank_vector = EXCLUDED.rank_vector, name_key = EXCLUDED.name_key;
  END $$`;

/** `candidates_search_on_write` as this migration made it (1763709700000 replaces it; its down() restores this). */
export const CANDIDATES_SEARCH_ON_WRITE = `
  CREATE OR REPLACE FUNCTION candidates_search_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM candidate_search_refresh(NEW.id);
    RETURN NULL;
  END $$`;

/**
 * Candidate search (docs/api/search.md#what-is-searched). `candidate_search` holds, per candidate, a weighted `vector` (name
 * and email A; headline and tags B; summary, location, phone and note bodies C; extracted document
 * text D) under the `ats_search` text search configuration (unaccent, then English stemming), and
 * `name_key`, the unaccented lower-case name and email for trigram prefix and substring matching.
 * Matches are found in `vector` and ranked on `rank_vector`, its part without document text (weights
 * A-C): small enough to rank thousands of matches without reading the documents' lexemes.
 * It copies the candidate's `created_at`, so that a page of results is ranked and cut without
 * reading `candidates`. Triggers on candidates, tags, notes and documents keep it current on every
 * write path, so no service, merge or extension can forget; the one on documents is made by libs/documents
 * (DocumentsSearch1763706000001; docs/adr/0062-migrations-live-with-their-context.md).
 */
export class CandidateSearch1763706000000 implements MigrationInterface {
  name = 'CandidateSearch1763706000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public`);
    await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await db.query(`CREATE TEXT SEARCH CONFIGURATION ats_search (COPY = pg_catalog.english)`);
    await db.query(`ALTER TEXT SEARCH CONFIGURATION ats_search ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, english_stem`);
    await db.query(ATS_UNACCENT);

    // A table of its own: refreshing it for a new note or tag never locks the candidate row that
    // writers hold FOR SHARE (upgrading that lock would deadlock two concurrent notes).
    await db.query(`
      CREATE TABLE candidate_search (
        candidate_id uuid PRIMARY KEY REFERENCES candidates (id) ON DELETE CASCADE,
        created_at timestamptz(3) NOT NULL,
        vector tsvector NOT NULL,
        rank_vector tsvector NOT NULL,
        name_key text NOT NULL
      )`);
    await db.query(CANDIDATE_SEARCH_REFRESH);
    await db.query(`
      CREATE FUNCTION candidate_search_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'DELETE' THEN PERFORM candidate_search_refresh(NEW.candidate_id); END IF;
        IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.candidate_id <> NEW.candidate_id) THEN
          PERFORM candidate_search_refresh(OLD.candidate_id);
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(CANDIDATES_SEARCH_ON_WRITE);
    await db.query(`
      CREATE TRIGGER candidates_search_on_write AFTER INSERT OR UPDATE OF first_name, last_name, email, phone, location, headline, summary
      ON candidates FOR EACH ROW EXECUTE FUNCTION candidates_search_on_write()`);
    // Tags and notes change the search text of the candidate they belong to (both, when one moves in a merge).
    await db.query(`
      CREATE TRIGGER candidate_tags_search_on_change AFTER INSERT OR DELETE OR UPDATE OF candidate_id
      ON candidate_tags FOR EACH ROW EXECUTE FUNCTION candidate_search_on_change()`);
    await db.query(`
      CREATE TRIGGER notes_search_on_change AFTER INSERT OR DELETE OR UPDATE OF body, candidate_id
      ON notes FOR EACH ROW EXECUTE FUNCTION candidate_search_on_change()`);

    await db.query(`SELECT candidate_search_refresh(id) FROM candidates`);
    await db.query(`DROP INDEX candidates_search_idx`);
    await db.query(`CREATE INDEX candidate_search_vector_idx ON candidate_search USING gin (vector)`);
    await db.query(`CREATE INDEX candidate_search_name_idx ON candidate_search USING gin (name_key gin_trgm_ops)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER notes_search_on_change ON notes`);
    await db.query(`DROP TRIGGER candidate_tags_search_on_change ON candidate_tags`);
    await db.query(`DROP TRIGGER candidates_search_on_write ON candidates`);
    await db.query(`DROP FUNCTION candidate_search_on_change(), candidates_search_on_write(), candidate_search_refresh(uuid)`);
    await db.query(`DROP TABLE candidate_search`);
    await db.query(`DROP FUNCTION ats_unaccent(text)`);
    await db.query(`DROP TEXT SEARCH CONFIGURATION ats_search`);
    await db.query(`CREATE INDEX candidates_search_idx ON candidates USING gin (lower(first_name || ' ' || last_name || ' ' || email) gin_trgm_ops)`);
  }
}
