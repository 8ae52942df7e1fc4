import { sql } from '@app/core';
import { filterConditions, filterValues, pageAfterWindow, pagePosition, rankedPage, searchFilters, searchPreparation, UNRANKED } from './candidate-search';
import { searchTerms } from './search-terms';

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const STRONG = "(s.name_key LIKE ats_unaccent(lower($2)) OR s.rank_vector @@ websearch_to_tsquery('ats_search', $1))";
const COLUMNS = sql.raw('c.id, c.first_name AS "firstName"');

describe('candidate search statements', () => {
  const filtered = { email: 'Ann@Example.com', tag: 'Go', updatedAfter: '2026-01-01T00:00:00.000Z' };

  describe('filterConditions', () => {
    it('write each filter as an EXISTS on the candidate in the given column, by tag label', () => {
      const conditions = filterConditions(filtered, filterValues(filtered), 'c.id');
      expect(conditions.map((condition) => flat(condition.text))).toEqual([
        'EXISTS (SELECT 1 FROM candidates f WHERE f.id = c.id AND lower(f.email) = lower($1))',
        'EXISTS (SELECT 1 FROM candidate_tags ct JOIN tags t ON t.id = ct.tag_id WHERE ct.candidate_id = c.id AND lower(t.label) = lower($1))',
      ]);
      expect(conditions.map((condition) => condition.values)).toEqual([['Ann@Example.com'], ['Go']]);
    });

    it('check each on the row at hand (OFFSET 0), by the tag id found beforehand, with updatedAfter when asked', () => {
      const filters = searchFilters(filtered, filterValues(filtered, 'tag-id'), { perRow: true, tagById: true });
      expect(flat(filters.text)).toBe(
        'AND EXISTS (SELECT 1 FROM candidates f WHERE f.id = s.candidate_id AND lower(f.email) = lower($1) OFFSET 0)' +
          ' AND EXISTS (SELECT 1 FROM candidate_tags ct WHERE ct.candidate_id = s.candidate_id AND ct.tag_id = $2 OFFSET 0)' +
          ' AND EXISTS (SELECT 1 FROM candidates u WHERE u.id = s.candidate_id AND u.updated_at > $3 OFFSET 0)',
      );
      expect(filters.values).toEqual(['Ann@Example.com', 'tag-id', new Date('2026-01-01T00:00:00.000Z')]);
      expect(searchFilters({}, filterValues({}), { perRow: false, tagById: false }).text).toBe('');
    });
  });

  describe('searchPreparation', () => {
    it('sets the planner for the transaction, parses q, finds the tag id and probes the newest candidates', () => {
      const values = filterValues({ tag: 'Go' });
      const statement = searchPreparation(searchTerms('rust'), searchFilters({ tag: 'Go' }, values, { perRow: true, tagById: false }), {
        tag: values.tag,
        probed: true,
      });
      expect(flat(statement.text)).toBe(
        "SELECT set_config('random_page_cost', '1.1', true), set_config('max_parallel_workers_per_gather', '0', true), " +
          "websearch_to_tsquery('ats_search', $1)::text AS query, probe_matches, (SELECT id FROM tags WHERE lower(label) = lower($2)) AS tag_id, " +
          'CASE WHEN probe_matches >= 30 AND probe_matches < 100 AND probed = 500 THEN' +
          ' newest - (newest - oldest) * (1500.0 / probe_matches) END AS recent_start ' +
          "FROM (SELECT count(*) FILTER (WHERE (s.name_key LIKE ats_unaccent(lower($3)) OR s.rank_vector @@ websearch_to_tsquery('ats_search', $1))" +
          ' AND EXISTS (SELECT 1 FROM candidate_tags ct JOIN tags t ON t.id = ct.tag_id WHERE' +
          ' ct.candidate_id = s.candidate_id AND lower(t.label) = lower($2) OFFSET 0))::int' +
          ' AS probe_matches, count(*) AS probed, max(s.created_at) AS newest, min(s.created_at) AS oldest' +
          ' FROM (SELECT s.candidate_id, s.created_at, s.name_key, s.rank_vector FROM' +
          ' candidate_search s ORDER BY s.created_at DESC, s.candidate_id DESC LIMIT 500) s) probe',
      );
      expect(statement.values).toEqual(['rust', 'Go', '%rust%']);
    });

    it('reads no row for a page after the window, and no tag without a tag filter', () => {
      const statement = searchPreparation(searchTerms('rust'), sql.empty, { tag: null, probed: false });
      expect(flat(statement.text)).toContain('NULL AS tag_id');
      expect(flat(statement.text)).toMatch(/LIMIT 0\) s\) probe$/);
      expect(statement.values).toEqual(['rust', '%rust%']);
    });
  });

  describe('rankedPage', () => {
    const options = { conditions: sql.empty, perRowConditions: sql.empty, probeMatches: 3, recentStart: null, phraseFree: null, candidateColumns: COLUMNS };

    it('ranks the first page in the window and says where the window ends', () => {
      const statement = rankedPage(searchTerms('rust'), pagePosition(101, undefined), options);
      const text = flat(statement.text);
      expect(text).toMatch(
        /^WITH "matches" AS MATERIALIZED \(.*\), "ranked" AS MATERIALIZED \(.*\), "window_end" AS MATERIALIZED \(.*\), "ranked_page" AS MATERIALIZED/,
      );
      expect(text).toContain(
        '"window_end" AS MATERIALIZED (SELECT created_at, candidate_id FROM ranked WHERE' +
          ' (SELECT count(*) FROM ranked) = 1000 ORDER BY created_at, candidate_id LIMIT 1)',
      );
      expect(text).toContain(
        '"ranked_page" AS MATERIALIZED (SELECT r.candidate_id, (ts_rank(s.rank_vector,' +
          " websearch_to_tsquery('ats_search', $2))::float8 + CASE WHEN s.name_key LIKE " +
          'ats_unaccent(lower($1)) THEN CASE WHEN s.name_key ~ ats_unaccent(lower($3)) THEN 1 ELSE 0.25 END ELSE 0 END) AS lead ' +
          'FROM ranked r JOIN candidate_search s ON s.ctid = r.row_tid ORDER BY lead DESC, r.created_at DESC, r.candidate_id DESC LIMIT $4)',
      );
      expect(
        text.endsWith(
          ') SELECT c.id, c.first_name AS "firstName", page.lead, (SELECT created_at FROM window_end) AS window_created_at,' +
            ' (SELECT candidate_id FROM window_end) AS window_id FROM candidates c JOIN ranked_page page ON page.candidate_id = c.id' +
            ' ORDER BY page.lead DESC, c.created_at DESC, c.id DESC',
        ),
      ).toBe(true);
      expect(statement.values).toEqual(['%rust%', 'rust', '(^|[^[:alnum:]])rust', 101]);
    });

    it("continues after the cursor inside the cursor's window, and takes the phrase-free query for a phrase", () => {
      const window = { createdAt: new Date('2026-01-01T00:00:00Z'), id: 'window-id' };
      const after = { lead: 0.5, createdAt: new Date('2026-02-01T00:00:00Z'), id: 'after-id', window };
      const statement = rankedPage(searchTerms('"a b"'), pagePosition(11, after), { ...options, phraseFree: "('a' & 'b')" });
      const text = flat(statement.text);
      expect(text).toContain('WHERE (s.name_key LIKE ats_unaccent(lower($1)) OR s.rank_vector @@ $2::tsquery) AND (s.created_at, s.candidate_id) >= ($3, $4))');
      expect(text).toContain('r.created_at, r.candidate_id) < ($7::float8, $8, $9) ORDER BY lead DESC');
      expect(text).toContain('NULL AS window_created_at, NULL AS window_id');
      expect(text).not.toContain('LIMIT 1000)');
      expect(statement.values).toEqual([
        '%"a b"%',
        "('a' & 'b')",
        window.createdAt,
        'window-id',
        '"a b"',
        '(^|[^[:alnum:]])"a b"',
        0.5,
        after.createdAt,
        'after-id',
        11,
      ]);
    });
  });

  describe('pageAfterWindow', () => {
    it('reads matches that need document text and strong matches older than the window, newest first', () => {
      const window = { createdAt: new Date('2026-01-01T00:00:00Z'), id: 'window-id' };
      const statement = pageAfterWindow(searchTerms('rust'), pagePosition(100, undefined, window), {
        conditions: sql` AND tagged = ${sql.param('t')}`,
        inTail: false,
        window,
        candidateColumns: COLUMNS,
      });
      expect(flat(statement.text)).toBe(
        'SELECT c.id, c.first_name AS "firstName" FROM candidates c JOIN (SELECT * FROM (' +
          `(SELECT s.candidate_id, s.created_at FROM candidate_search s WHERE s.vector` +
          ` @@ websearch_to_tsquery('ats_search', $1) AND NOT ${STRONG} AND tagged = $3 ` +
          'ORDER BY s.created_at DESC, s.candidate_id DESC LIMIT $4) UNION ALL ' +
          `(SELECT s.candidate_id, s.created_at FROM candidate_search s WHERE ${STRONG} AND (s.created_at, s.candidate_id) < ($5, $6) AND tagged = $3 ` +
          'ORDER BY s.created_at DESC, s.candidate_id DESC LIMIT $4)) scans ORDER BY' +
          ' created_at DESC, candidate_id DESC LIMIT $4) page ON page.candidate_id = c.id ' +
          'ORDER BY c.created_at DESC, c.id DESC',
      );
      expect(statement.values).toEqual(['rust', '%rust%', 't', 100, window.createdAt, 'window-id']);
    });

    it('continues after a cursor in the tail, with one scan when the window held every strong match', () => {
      const after = { lead: UNRANKED, createdAt: new Date('2026-02-01T00:00:00Z'), id: 'after-id', window: null };
      const statement = pageAfterWindow(searchTerms('rust'), pagePosition(5, after, null), {
        conditions: sql.empty,
        inTail: true,
        window: null,
        candidateColumns: COLUMNS,
      });
      const text = flat(statement.text);
      expect(text).not.toContain('UNION ALL');
      expect(text).toContain(`AND NOT ${STRONG} AND (s.created_at, s.candidate_id) < ($3, $4) ORDER BY s.created_at DESC, s.candidate_id DESC LIMIT $5)`);
      expect(statement.values).toEqual(['rust', '%rust%', after.createdAt, 'after-id', 5]);
    });
  });
});
