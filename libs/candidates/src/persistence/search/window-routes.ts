import { sql, type Parameter, type Sql } from '@app/core';
import { constant, DENSE_PROBE_MATCHES, newestFirst, RANKED_WINDOW, strongMatch, type SearchTerms } from './search-terms';

/**
 * The routes to a search's ranked window (docs/adr/0021-search-routes-by-density.md): common table
 * expressions that end in `ranked`, the window's strong matches (the newest RANKED_WINDOW on a first
 * page, those the window bound holds on a later one), each with its row's ctid, so ranking fetches the
 * row without an index lookup (one statement: one snapshot, one row version). Checking a row against
 * `q` reads its vector, most of the cost, and the planner costs it as much as comparing two numbers,
 * so the route follows the density the probe found (`rankedWindow`).
 */
export type WindowExpressions = Record<string, Sql>;

/** What every route reads: the terms, the filters and whether this is a first page. */
export interface WindowRoute {
  terms: SearchTerms;
  /** Conditions on `candidate_search s` besides matching `q`: the list filters, and a later page's window bound. */
  conditions: Sql;
  /** The same, each filter checked on the row at hand (filterConditions `perRow`), for the newest-first walk. */
  perRowConditions: Sql;
  firstPage: boolean;
  /** The phrase-free form of a `q` with phrases (phraseFreeQuery), or null. */
  phraseFree: Parameter | null;
}

/** Newest first, and on a first page only the window's size. */
const newest = ({ firstPage }: WindowRoute, alias: string): Sql => sql`${newestFirst(alias)}${firstPage ? sql` LIMIT ${constant(RANKED_WINDOW)}` : sql.empty}`;

/** The strong matches the GIN indexes answer exactly: of `q`, or of its phrase-free form (true of every match of the phrase). */
const indexedMatch = ({ terms, phraseFree }: WindowRoute): Sql => (phraseFree === null ? strongMatch(terms) : strongMatch(terms, sql`${phraseFree}::tsquery`));

/** The rows of `candidate_search` the indexes find for the route, with their ctid. */
const matchingRows = (route: WindowRoute, condition: Sql = sql.empty): Sql =>
  sql`SELECT s.candidate_id, s.created_at, s.ctid AS row_tid FROM candidate_search s WHERE ${indexedMatch(route)}${route.conditions}${condition}`;

/**
 * Dense (the probe found DENSE_PROBE_MATCHES or more): candidates are read newest first and checked
 * until the window is full. OFFSET 0 keeps the newest-first order below the checks: the planner,
 * estimating a filter's rows from averages (a common tag), would otherwise start from the filter and
 * check every row it names.
 */
export function denseWindow(route: WindowRoute): WindowExpressions {
  return {
    ranked: sql`SELECT s.candidate_id, s.created_at, s.row_tid FROM (SELECT s.*, s.ctid AS row_tid FROM candidate_search s
          ${newestFirst('s.')} OFFSET 0) s WHERE ${strongMatch(route.terms)}${route.perRowConditions} ${newest(route, 's.')}`,
  };
}

/**
 * Phrase: the matches of the phrase-free query (the CTE `matches`), sorted, and only the newest of
 * them checked against the phrase until the window is full. OFFSET 0 keeps the sort below the phrase
 * check, so that the LIMIT stops the checks.
 */
export function phraseWindow(route: WindowRoute, matches: string): Sql {
  return sql`SELECT m.* FROM (SELECT * FROM ${sql.raw(matches)} ${newestFirst()} OFFSET 0) m
          WHERE (SELECT ${strongMatch(route.terms)} FROM candidate_search s WHERE s.ctid = m.row_tid) ${newest(route, 'm.')}`;
}

/** The window among the rows of the CTE `matches`: its newest, checked against the phrase when `q` has one. */
const windowAmong = (route: WindowRoute, matches: string): Sql =>
  route.phraseFree === null ? sql`SELECT * FROM ${sql.raw(matches)} ${newest(route, '')}` : phraseWindow(route, matches);

/** Sparse: the strong matches are found through the GIN indexes (exactly, without reading a vector), then sorted. */
export function sparseWindow(route: WindowRoute): WindowExpressions {
  return { matches: matchingRows(route), ranked: windowAmong(route, 'matches') };
}

/**
 * Recent (a first page in between dense and sparse): the window is looked for among the candidates
 * created at or after `recentStart` first, and among all of them only when those do not fill it.
 */
export function recentWindow(route: WindowRoute, recentStart: Date): WindowExpressions {
  const recentFull = sql`(SELECT count(*) FROM recent_window) = ${constant(RANKED_WINDOW)}`;
  return {
    recent_matches: matchingRows(route, sql` AND s.created_at >= ${recentStart}`),
    recent_window: windowAmong(route, 'recent_matches'),
    matches: matchingRows(route, sql` AND NOT ${recentFull}`),
    ranked: sql`SELECT * FROM recent_window WHERE ${recentFull} UNION ALL (${windowAmong(route, 'matches')})`,
  };
}

/** The route the density probe picks: `probeMatches` strong matches among the newest rows, `recentStart` when a first page looks there first. */
export function rankedWindow(route: WindowRoute, { probeMatches, recentStart }: { probeMatches: number; recentStart: Date | null }): WindowExpressions {
  if (probeMatches >= DENSE_PROBE_MATCHES) return denseWindow(route);
  return route.firstPage && recentStart !== null ? recentWindow(route, recentStart) : sparseWindow(route);
}
