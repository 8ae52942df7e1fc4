import { sql, type Sql } from '@app/core';
import { searchTerms } from './search-terms';
import { denseWindow, phraseWindow, rankedWindow, recentWindow, sparseWindow, type WindowExpressions, type WindowRoute } from './window-routes';

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The route's expressions as one WITH list, numbered as a statement numbers them. */
const rendered = (expressions: WindowExpressions) => {
  const statement = sql.join(Object.entries(expressions).map(([name, expression]) => sql`${sql.raw(name)} AS (${expression})`));
  return { names: Object.keys(expressions), text: flat(statement.text), values: statement.values };
};

const STRONG = "(s.name_key LIKE ats_unaccent(lower($1)) OR s.rank_vector @@ websearch_to_tsquery('ats_search', $2))";
const PHRASE_FREE = '(s.name_key LIKE ats_unaccent(lower($1)) OR s.rank_vector @@ $2::tsquery)';

const tag = sql.param('go');

function route(overrides: Partial<WindowRoute> = {}): WindowRoute {
  return {
    terms: searchTerms('rust'),
    // The search's filters are sql.param values (filterValues): one placeholder in every expression.
    conditions: sql` AND tag = ${tag}`,
    perRowConditions: sql` AND per_row = ${tag}`,
    firstPage: true,
    phraseFree: null,
    ...overrides,
  };
}

describe('window routes (docs/adr/0021-search-routes-by-density.md)', () => {
  it('dense: walks candidate_search newest first, checking q and the per-row filters, until the window is full', () => {
    expect(rendered(denseWindow(route()))).toEqual({
      names: ['ranked'],
      text:
        'ranked AS (SELECT s.candidate_id, s.created_at, s.row_tid FROM (SELECT s.*, s.ctid AS row_tid FROM candidate_search s ' +
        `ORDER BY s.created_at DESC, s.candidate_id DESC OFFSET 0) s WHERE ${STRONG}` +
        ` AND per_row = $3 ORDER BY s.created_at DESC, s.candidate_id DESC LIMIT 1000)`,
      values: ['%rust%', 'rust', 'go'],
    });
  });

  it('a later page ranks every row its window bound holds: no LIMIT', () => {
    expect(rendered(denseWindow(route({ firstPage: false }))).text).toMatch(/ORDER BY s\.created_at DESC, s\.candidate_id DESC\)$/);
  });

  it('sparse: fetches the strong matches through the GIN indexes with the filters, then keeps the newest', () => {
    expect(rendered(sparseWindow(route()))).toEqual({
      names: ['matches', 'ranked'],
      text:
        `matches AS (SELECT s.candidate_id, s.created_at, s.ctid AS row_tid FROM candidate_search s WHERE ${STRONG} AND tag = $3), ` +
        'ranked AS (SELECT * FROM matches ORDER BY created_at DESC, candidate_id DESC LIMIT 1000)',
      values: ['%rust%', 'rust', 'go'],
    });
  });

  it('phrase: the GIN indexes answer the phrase-free query, and only the newest matches are checked against q', () => {
    const phrase = route({ terms: searchTerms('"machine learning"'), phraseFree: sql.param("('machin' & 'learn')") });
    const { names, text, values } = rendered(sparseWindow(phrase));
    expect(names).toEqual(['matches', 'ranked']);
    expect(text).toBe(
      `matches AS (SELECT s.candidate_id, s.created_at, s.ctid AS row_tid FROM candidate_search s WHERE ${PHRASE_FREE} AND tag = $3), ` +
        'ranked AS (SELECT m.* FROM (SELECT * FROM matches ORDER BY created_at DESC, candidate_id DESC OFFSET 0) m ' +
        "WHERE (SELECT (s.name_key LIKE ats_unaccent(lower($1)) OR s.rank_vector @@ websearch_to_tsquery('ats_search', $4)) FROM candidate_search s " +
        'WHERE s.ctid = m.row_tid) ORDER BY m.created_at DESC, m.candidate_id DESC LIMIT 1000)',
    );
    expect(values).toEqual(['%"machine learning"%', "('machin' & 'learn')", 'go', '"machine learning"']);
    expect(flat(phraseWindow(phrase, 'recent_matches').text)).toMatch(/^SELECT m\.\* FROM \(SELECT \* FROM recent_matches ORDER BY/);
  });

  it('recent: looks among the candidates created since recentStart first, and among all only when those do not fill the window', () => {
    const recentStart = new Date('2026-01-01T00:00:00Z');
    const { names, text, values } = rendered(recentWindow(route(), recentStart));
    expect(names).toEqual(['recent_matches', 'recent_window', 'matches', 'ranked']);
    const matches = `SELECT s.candidate_id, s.created_at, s.ctid AS row_tid FROM candidate_search s WHERE ${STRONG} AND tag = $3`;
    expect(text).toBe(
      `recent_matches AS (${matches} AND s.created_at >= $4), ` +
        'recent_window AS (SELECT * FROM recent_matches ORDER BY created_at DESC, candidate_id DESC LIMIT 1000), ' +
        `matches AS (${matches} AND NOT (SELECT count(*) FROM recent_window) = 1000), ` +
        'ranked AS (SELECT * FROM recent_window WHERE (SELECT count(*) FROM recent_window) = 1000 UNION ALL ' +
        '(SELECT * FROM matches ORDER BY created_at DESC, candidate_id DESC LIMIT 1000))',
    );
    expect(values).toEqual(['%rust%', 'rust', 'go', recentStart]);
  });

  it('follow the density probe: dense from DENSE_PROBE_MATCHES, recent for a first page given a start, sparse otherwise', () => {
    const recentStart = new Date();
    const names = (expressions: Record<string, Sql>) => Object.keys(expressions);
    expect(names(rankedWindow(route(), { probeMatches: 100, recentStart }))).toEqual(['ranked']);
    expect(names(rankedWindow(route(), { probeMatches: 99, recentStart }))).toEqual(['recent_matches', 'recent_window', 'matches', 'ranked']);
    expect(names(rankedWindow(route({ firstPage: false }), { probeMatches: 99, recentStart }))).toEqual(['matches', 'ranked']);
    expect(names(rankedWindow(route(), { probeMatches: 3, recentStart: null }))).toEqual(['matches', 'ranked']);
  });
});
