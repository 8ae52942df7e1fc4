import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ATS_UNACCENT, CANDIDATE_SEARCH_REFRESH, CANDIDATES_SEARCH_ON_WRITE, DOCUMENT_TEXT_SEARCHED } from './1763706000000-candidate-search';
import { NORMALIZED_URL_KEY } from './1763707000000-sync';

/**
 * PostgreSQL's CPU per candidate write (docs/performance/log/2026-11-24-postgresql-post-candidates.md),
 * same results on every write path:
 * - `normalized_url_key` (the `linkedin_key` generated column) and `ats_unaccent` become PL/pgSQL: as SQL
 *   functions PostgreSQL could not inline them (a FROM clause; an IMMUTABLE body calling the STABLE
 *   unaccent()), so every statement that ran them parsed and planned their bodies again; PL/pgSQL plans
 *   them once per connection.
 * - The vector is computed once per refresh: the refresh's outer SELECT named `vector` twice and the
 *   planner, flattening the subquery, ran its five to_tsvector calls and three subqueries twice.
 * - A new candidate's row is written from `NEW`: it has no tags, notes or documents yet (they reference
 *   it) and no search row, so neither their subqueries nor the lock nor ON CONFLICT are needed.
 * `candidate_search_vector` and `candidate_search_name_key` hold the search text's rules for both paths.
 */
export class CandidateSearchWrite1763709700000 implements MigrationInterface {
  name = 'CandidateSearchWrite1763709700000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION normalized_url_key(url text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
      DECLARE
        rest text := regexp_replace(regexp_replace(url, '^https?://', '', 'i'), '[?#].*$', '');
      BEGIN
        RETURN NULLIF(
                 regexp_replace(lower(substring(rest FROM '^[^/]*')), '^www\\.', '')
                   || regexp_replace(coalesce(substring(rest FROM '^[^/]*(/.*)$'), ''), '/+$', ''),
                 '');
      END $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION ats_unaccent(text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
      BEGIN
        RETURN public.unaccent('public.unaccent'::regdictionary, $1);
      END $$`);
    // Weights: name and email A; headline and tags B; summary, location, phone and note bodies C; document text D.
    await db.query(`
      CREATE FUNCTION candidate_search_vector(first_name text, last_name text, email text, headline text, tags text,
                                              summary text, location text, phone text, notes text, documents text)
      RETURNS tsvector LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
      BEGIN
        RETURN setweight(to_tsvector('ats_search', first_name || ' ' || last_name), 'A')
            || setweight(to_tsvector('simple', email || ' ' || translate(email, '@.+_-', '     ')), 'A')
            || setweight(to_tsvector('ats_search', concat_ws(' ', headline, tags)), 'B')
            || setweight(to_tsvector('ats_search', concat_ws(' ', summary, location, phone, notes)), 'C')
            || setweight(to_tsvector('ats_search', left(coalesce(documents, ''), ${DOCUMENT_TEXT_SEARCHED})), 'D');
      END $$`);
    await db.query(`
      CREATE FUNCTION candidate_search_name_key(first_name text, last_name text, email text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT ats_unaccent(lower(first_name || ' ' || last_name || ' ' || email)) $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION candidate_search_refresh(candidate uuid) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        fresh record;
      BEGIN
        -- Concurrent writers of one candidate take turns, and each reads (in a statement of its own,
        -- so with a fresh snapshot) what the one before it committed: no refresh overwrites another's.
        PERFORM 1 FROM candidate_search WHERE candidate_id = candidate FOR UPDATE;
        SELECT c.created_at,
               candidate_search_vector(c.first_name, c.last_name, c.email, c.headline,
                 (SELECT string_agg(t.label, ' ') FROM candidate_tags ct JOIN tags t ON t.id = ct.tag_id WHERE ct.candidate_id = c.id),
                 c.summary, c.location, c.phone,
                 (SELECT string_agg(n.body, ' ') FROM notes n WHERE n.candidate_id = c.id),
                 (SELECT string_agg(d.text, ' ' ORDER BY d.created_at) FROM documents d WHERE d.candidate_id = c.id AND d.text_status = 'extracted')
               ) AS vector,
               candidate_search_name_key(c.first_name, c.last_name, c.email) AS name_key
          INTO fresh FROM candidates c WHERE c.id = candidate;
        -- The candidate is gone (its deletion cascades to its notes, tags and documents): its search row goes with it.
        IF NOT FOUND THEN RETURN; END IF;
        INSERT INTO candidate_search (candidate_id, created_at, vector, rank_vector, name_key)
        VALUES (candidate, fresh.created_at, fresh.vector, ts_filter(fresh.vector, '{a,b,c}'), fresh.name_key)
        ON CONFLICT (candidate_id) DO UPDATE SET vector = EXCLUDED.vector, rank_vector = EXCLUDED.rank_vector, name_key = EXCLUDED.name_key;
      END $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION candidates_search_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        fresh tsvector;
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          PERFORM candidate_search_refresh(NEW.id);
          RETURN NULL;
        END IF;
        fresh := candidate_search_vector(NEW.first_name, NEW.last_name, NEW.email, NEW.headline, NULL, NEW.summary, NEW.location, NEW.phone, NULL, NULL);
        INSERT INTO candidate_search (candidate_id, created_at, vector, rank_vector, name_key)
        VALUES (NEW.id, NEW.created_at, fresh, ts_filter(fresh, '{a,b,c}'), candidate_search_name_key(NEW.first_name, NEW.last_name, NEW.email));
        RETURN NULL;
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(CANDIDATES_SEARCH_ON_WRITE);
    await db.query(CANDIDATE_SEARCH_REFRESH);
    await db.query(`DROP FUNCTION candidate_search_name_key(text, text, text)`);
    await db.query(`DROP FUNCTION candidate_search_vector(text, text, text, text, text, text, text, text, text, text)`);
    await db.query(ATS_UNACCENT);
    await db.query(NORMALIZED_URL_KEY);
  }
}
