import { sql, type Parameter, type Sql } from '@app/core';

/**
 * How many strong matches a search ranks: the newest ones (its ranked window). Ranking reads each
 * ranked row, so this bounds the cost of a query that matches a large share of the candidates
 * (docs/adr/0019-search-relevance-and-ranked-window.md, docs/performance.md).
 */
export const RANKED_WINDOW = 1000;
/** How many of the newest candidates a search reads to tell how densely `q` matches (its density probe). */
export const DENSITY_PROBE_ROWS = 500;
/**
 * Probed rows that match `q` strongly and pass the other filters (20%), from which the window is
 * found by reading candidates newest first, each checked, until it is full: the check reads the
 * row's vector, so this pays only when few rows are read per match (docs/adr/0021-search-routes-by-density.md,
 * docs/performance/log/2026-11-24-search-routes.md).
 */
export const DENSE_PROBE_MATCHES = 100;
/**
 * Probed rows that match `q` strongly and pass the other filters (6%), from which a first page looks
 * for its window among the newest candidates first, through the GIN indexes and the newest-first
 * index together (their bitmaps intersect, so only matches among those rows are fetched): those
 * created since the probed rows' span, stretched to as many rows as should hold one and a half
 * windows at the probed density. When they hold fewer (arrivals were not steady), the window is
 * looked for among all. Below this density, every strong match is fetched through the GIN indexes.
 */
export const RECENT_PROBE_MATCHES = 30;

/** The code's constants a plan depends on, written into the text (a parameter would hide them from the planner). */
export const constant = (value: number): Sql => sql.raw(String(value));

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, (char) => `\\${char}`);

/** `q` and the patterns made from it, each one placeholder however often a statement names it. */
export interface SearchTerms {
  q: Parameter;
  /** `%q%`, LIKE's wildcards in `q` escaped. */
  contains: Parameter;
  /** A word of the name or email starting with `q`, as a regular expression. */
  wordStart: Parameter;
}

export function searchTerms(q: string): SearchTerms {
  return {
    q: sql.param(q),
    contains: sql.param(`%${escapeLike(q)}%`),
    wordStart: sql.param(`(^|[^[:alnum:]])${escapeRegex(q)}`),
  };
}

/** `q` as PostgreSQL's full-text query. */
export const tsquery = (terms: SearchTerms): Sql => sql`websearch_to_tsquery('ats_search', ${terms.q})`;

/**
 * A candidate matches `q` strongly: without document text, or by name and email. Only strong matches
 * are ranked; the others match `vector` (document text included) and follow them. The name test goes
 * first: a row the trigram index found is re-checked without reading its vector. `query` stands for
 * `q` (the phrase route gives its phrase-free form).
 */
export const strongMatch = (terms: SearchTerms, query: Sql = tsquery(terms)): Sql =>
  sql`(s.name_key LIKE ats_unaccent(lower(${terms.contains})) OR s.rank_vector @@ ${query})`;

/**
 * Relevance of a candidate to `q` (docs/api/search.md#order-and-cursor): the full-text rank (name and email weigh most, then
 * headline and tags, then summary and notes; a match in document text alone ranks by the bonus only),
 * plus a bonus when the name or email has a word starting with `q`
 * (1) or merely contains it (0.25), so `marg` ranks Margaret first. The word start implies the
 * containment, so the cheap LIKE goes first and the regular expression runs on name matches only.
 */
export const searchScore = (terms: SearchTerms): Sql => sql`(ts_rank(s.rank_vector, ${tsquery(terms)})::float8
  + CASE WHEN s.name_key LIKE ats_unaccent(lower(${terms.contains}))
    THEN CASE WHEN s.name_key ~ ats_unaccent(lower(${terms.wordStart})) THEN 1 ELSE 0.25 END ELSE 0 END)`;

/** The order of a search's scans of `candidate_search`: newest first, as `candidate_search_recent_idx` reads. */
export const newestFirst = (alias = ''): Sql => sql.raw(`ORDER BY ${alias}created_at DESC, ${alias}candidate_id DESC`);
