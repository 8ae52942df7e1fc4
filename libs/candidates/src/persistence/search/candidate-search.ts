import { parseIsoUtcDateTime, reach, sql, type Keyset, type Parameter, type Sql, type WindowedKeyset } from '@app/core';
import type { ListCandidatesQuery } from '../../representation/candidate-requests';
import {
  constant,
  DENSE_PROBE_MATCHES,
  DENSITY_PROBE_ROWS,
  newestFirst,
  RANKED_WINDOW,
  RECENT_PROBE_MATCHES,
  searchScore,
  strongMatch,
  tsquery,
  type SearchTerms,
} from './search-terms';
import { rankedWindow } from './window-routes';

/**
 * The statements of candidate search (docs/api/search.md, docs/adr/0018-search-text-and-matching.md to
 * docs/adr/0021-search-routes-by-density.md), written with `sql`; CandidateRepository.search runs them in
 * one REPEATABLE READ transaction: `searchPreparation`, then `rankedPage` (the ranked window's rows of the
 * page), then `pageAfterWindow` when those do not fill it.
 */

/** The lead of a match outside the ranked window: below every relevance (they are never negative). */
export const UNRANKED = -1;

/** The list filters' values, each one placeholder however often a statement names it. */
export interface FilterValues {
  email: Parameter;
  tag: Parameter;
  /** The tag's id, found by searchPreparation (null when no tag has the label). */
  tagId: Parameter;
  updatedAfter: Parameter;
}

export function filterValues(query: ListCandidatesQuery, tagId: string | null = null): FilterValues {
  return {
    email: sql.param(query.email),
    tag: sql.param(query.tag),
    tagId: sql.param(tagId),
    updatedAfter: sql.param(query.updatedAfter === undefined ? undefined : parseIsoUtcDateTime(query.updatedAfter)),
  };
}

/**
 * Every list filter but `q` (`updatedAfter` when asked: the plain list pages by it), as conditions
 * on the candidate whose id is in the column `id`, each preceded by ` AND `. `perRow` keeps each one a
 * check of the row at hand (OFFSET 0: the planner cannot turn it into a join that starts from the
 * filter's rows), for scans that read candidates in an order of their own. `tagById` names the tag by
 * its id, found beforehand: the planner then knows how many candidates have it (by label, it assumes the average).
 */
export function filterConditions(
  query: ListCandidatesQuery,
  values: FilterValues,
  id: string,
  { perRow = false, updatedAfter = false, tagById = false } = {},
): Sql[] {
  const exists = (subquery: Sql) => sql`EXISTS (${subquery}${perRow ? sql` OFFSET 0` : sql.empty})`;
  const candidate = sql.raw(id);
  const conditions: Sql[] = [];
  if (query.email !== undefined) conditions.push(exists(sql`SELECT 1 FROM candidates f WHERE f.id = ${candidate} AND lower(f.email) = lower(${values.email})`));
  if (query.tag !== undefined) {
    conditions.push(
      exists(
        tagById
          ? sql`SELECT 1 FROM candidate_tags ct WHERE ct.candidate_id = ${candidate} AND ct.tag_id = ${values.tagId}`
          : sql`SELECT 1 FROM candidate_tags ct JOIN tags t ON t.id = ct.tag_id WHERE ct.candidate_id = ${candidate} AND lower(t.label) = lower(${values.tag})`,
      ),
    );
  }
  if (updatedAfter && query.updatedAfter !== undefined) {
    conditions.push(exists(sql`SELECT 1 FROM candidates u WHERE u.id = ${candidate} AND u.updated_at > ${values.updatedAfter}`));
  }
  conditions.push(...(query.filters?.(id) ?? []));
  // Lists and `q` search leave out the candidates the request does not reach (docs/api/access.md).
  const reached = reach.of('candidate', candidate);
  if (reached !== null) conditions.push(reached);
  return conditions;
}

/** The filters of a search's scans of `candidate_search s`, each preceded by ` AND `. */
export function searchFilters(query: ListCandidatesQuery, values: FilterValues, options: { perRow: boolean; tagById: boolean }): Sql {
  return sql.join(
    filterConditions(query, values, 's.candidate_id', { ...options, updatedAfter: true }).map((condition) => sql` AND ${condition}`),
    sql.empty,
  );
}

/** What searchPreparation answers. */
export interface SearchPreparation {
  /** `q` as PostgreSQL parsed it (a tsquery's text). */
  query: string;
  probe_matches: number;
  recent_start: Date | null;
  tag_id: string | null;
}

/**
 * Run first, in the search's own transaction. It plans the transaction with `random_page_cost` 1.1
 * (its rows are in memory; at the default 4 the planner walks the newest-first index through ~20,000
 * rows rather than fetch the ~5,000 a GIN bitmap finds) and without parallel workers (starting them
 * costs more than they save in a search of a few milliseconds, on cores the other requests need). It
 * gives `q` as PostgreSQL parsed it, the tag filter's id (null when no tag has that label), and the
 * density probe: how many of the newest candidates match `q` strongly and pass the other filters
 * (`filters`, each on the row at hand), counted by a FILTER, which the planner does not estimate (an
 * estimate reads the vector's statistics). A page after the window needs no probe (`probed` false: it reads no row).
 */
export function searchPreparation(terms: SearchTerms, filters: Sql, { tag, probed }: { tag: Parameter | null; probed: boolean }): Sql {
  return sql`SELECT set_config('random_page_cost', '1.1', true), set_config('max_parallel_workers_per_gather', '0', true),
    ${tsquery(terms)}::text AS query, probe_matches,
    ${tag === null ? sql`NULL` : sql`(SELECT id FROM tags WHERE lower(label) = lower(${tag}))`} AS tag_id,
    CASE WHEN probe_matches >= ${constant(RECENT_PROBE_MATCHES)} AND probe_matches < ${constant(DENSE_PROBE_MATCHES)}
      AND probed = ${constant(DENSITY_PROBE_ROWS)}
      THEN newest - (newest - oldest) * (${constant(RANKED_WINDOW * 1.5)}.0 / probe_matches) END AS recent_start
  FROM (SELECT count(*) FILTER (WHERE ${strongMatch(terms)}${filters})::int AS probe_matches, count(*) AS probed,
               max(s.created_at) AS newest, min(s.created_at) AS oldest
          FROM (SELECT s.candidate_id, s.created_at, s.name_key, s.rank_vector FROM candidate_search s
                 ${newestFirst('s.')} LIMIT ${constant(probed ? DENSITY_PROBE_ROWS : 0)}) s) probe`;
}

/** A row of rankedPage: the candidate's columns (`candidateColumns`), its relevance and where the window ends. */
export type RankedPageRow<Candidate> = Candidate & { lead: number; window_created_at: Date | null; window_id: string | null };

/** A page's keyset parameters: the rows it reads, the cursor's position. */
export interface PagePosition {
  pageRows: Parameter;
  after: WindowedKeyset | undefined;
  afterCreatedAt: Parameter;
  afterId: Parameter;
  windowCreatedAt: Parameter;
  windowId: Parameter;
}

export function pagePosition(pageRows: number, after: WindowedKeyset | undefined, window: Keyset | null | undefined = after?.window): PagePosition {
  return {
    pageRows: sql.param(pageRows),
    after,
    afterCreatedAt: sql.param(after?.createdAt),
    afterId: sql.param(after?.id),
    windowCreatedAt: sql.param(window?.createdAt),
    windowId: sql.param(window?.id),
  };
}

/**
 * The page's rows of the ranked window, by relevance (`ranked_page`), each with the window it was
 * ranked in: the window's rows (rankedWindow's route) are ranked by their row's ctid and only the
 * page's rows are read from `candidates` (`candidateColumns`, the select list of `c`).
 */
export function rankedPage(
  terms: SearchTerms,
  position: PagePosition,
  {
    conditions,
    perRowConditions,
    probeMatches,
    recentStart,
    phraseFree,
    candidateColumns,
  }: { conditions: Sql; perRowConditions: Sql; probeMatches: number; recentStart: Date | null; phraseFree: string | null; candidateColumns: Sql },
): Sql {
  const { after } = position;
  const windowBound = after?.window ? sql` AND (s.created_at, s.candidate_id) >= (${position.windowCreatedAt}, ${position.windowId})` : sql.empty;
  const window = rankedWindow(
    {
      terms,
      conditions: sql`${conditions}${windowBound}`,
      perRowConditions: sql`${perRowConditions}${windowBound}`,
      firstPage: after === undefined,
      phraseFree: phraseFree === null ? null : sql.param(phraseFree),
    },
    { probeMatches, recentStart },
  );
  const score = searchScore(terms);
  const expressions: Array<[string, Sql]> = [
    ...Object.entries(window),
    // Where the window ends: its oldest row when it is full (no row when it holds every strong match).
    [
      'window_end',
      sql`SELECT created_at, candidate_id FROM ranked WHERE (SELECT count(*) FROM ranked) = ${constant(RANKED_WINDOW)}
          ORDER BY created_at, candidate_id LIMIT 1`,
    ],
    [
      'ranked_page',
      sql`SELECT r.candidate_id, ${score} AS lead FROM ranked r JOIN candidate_search s ON s.ctid = r.row_tid
          ${
            after === undefined
              ? sql.empty
              : sql`WHERE (${score}, r.created_at, r.candidate_id)
            < (${after.lead}::float8, ${position.afterCreatedAt}, ${position.afterId})`
          }
          ORDER BY lead DESC, r.created_at DESC, r.candidate_id DESC LIMIT ${position.pageRows}`,
    ],
  ];
  const windowEnd =
    after === undefined
      ? sql`(SELECT created_at FROM window_end) AS window_created_at, (SELECT candidate_id FROM window_end) AS window_id`
      : sql`NULL AS window_created_at, NULL AS window_id`;
  return sql`WITH ${sql.join(expressions.map(([name, expression]) => sql`${sql.identifier(name)} AS MATERIALIZED (${expression})`))}
    SELECT ${candidateColumns}, page.lead, ${windowEnd}
      FROM candidates c JOIN ranked_page page ON page.candidate_id = c.id
     ORDER BY page.lead DESC, c.created_at DESC, c.id DESC`;
}

/**
 * After the window, newest first: matches that need document text, and strong matches older than the
 * window (none when the window holds every strong match). Two scans, not one: each reads the
 * newest-first index from its own start (the second from the window's end). `inTail`: the cursor is
 * among these rows.
 */
export function pageAfterWindow(
  terms: SearchTerms,
  position: PagePosition,
  { conditions, inTail, window, candidateColumns }: { conditions: Sql; inTail: boolean; window: Keyset | null; candidateColumns: Sql },
): Sql {
  const afterInTail = inTail ? sql` AND (s.created_at, s.candidate_id) < (${position.afterCreatedAt}, ${position.afterId})` : sql.empty;
  const newest = sql`${newestFirst('s.')} LIMIT ${position.pageRows}`;
  const scans = [
    sql`(SELECT s.candidate_id, s.created_at FROM candidate_search s
         WHERE s.vector @@ ${tsquery(terms)} AND NOT ${strongMatch(terms)}${conditions}${afterInTail} ${newest})`,
    ...(window === null
      ? []
      : [
          sql`(SELECT s.candidate_id, s.created_at FROM candidate_search s
               WHERE ${strongMatch(terms)}
                 AND (s.created_at, s.candidate_id) < (${position.windowCreatedAt}, ${position.windowId})${conditions}${afterInTail} ${newest})`,
        ]),
  ];
  return sql`SELECT ${candidateColumns} FROM candidates c
    JOIN (SELECT * FROM (${sql.join(scans, sql` UNION ALL `)}) scans ${newestFirst()} LIMIT ${position.pageRows}) page ON page.candidate_id = c.id
   ORDER BY c.created_at DESC, c.id DESC`;
}
