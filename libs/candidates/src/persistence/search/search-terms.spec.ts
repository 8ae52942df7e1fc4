import { sql } from '@app/core';
import { newestFirst, searchScore, searchTerms, strongMatch, tsquery } from './search-terms';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('search terms', () => {
  it('bind q, its LIKE pattern and its word-start expression once each, the pattern characters escaped', () => {
    const terms = searchTerms('50%_a.b\\');
    const statement = sql`${tsquery(terms)} ${strongMatch(terms)} ${searchScore(terms)}`;
    expect(statement.values).toEqual(['50%_a.b\\', '%50\\%\\_a.b\\\\%', '(^|[^[:alnum:]])50%_a\\.b\\\\']);
  });

  it('match strongly by the name key first, then the rank vector, against q or a query given for it', () => {
    const terms = searchTerms('rust');
    expect(strongMatch(terms).text).toBe("(s.name_key LIKE ats_unaccent(lower($1)) OR s.rank_vector @@ websearch_to_tsquery('ats_search', $2))");
    const phraseFree = strongMatch(terms, sql`${'x'}::tsquery`);
    expect([phraseFree.text, phraseFree.values]).toEqual(['(s.name_key LIKE ats_unaccent(lower($1)) OR s.rank_vector @@ $2::tsquery)', ['%rust%', 'x']]);
  });

  it('score by the full-text rank plus the name bonus, the LIKE before the regular expression', () => {
    expect(flat(searchScore(searchTerms('marg')).text)).toBe(
      "(ts_rank(s.rank_vector, websearch_to_tsquery('ats_search', $1))::float8 + CASE WHEN s.name_key LIKE ats_unaccent(lower($2))" +
        ' THEN CASE WHEN s.name_key ~ ats_unaccent(lower($3)) THEN 1 ELSE 0.25 END ELSE 0 END)',
    );
  });

  it('order scans newest first, as candidate_search_recent_idx reads', () => {
    expect(newestFirst('s.').text).toBe('ORDER BY s.created_at DESC, s.candidate_id DESC');
    expect(newestFirst().values).toEqual([]);
  });
});
