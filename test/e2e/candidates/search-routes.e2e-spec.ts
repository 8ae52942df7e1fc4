import { DENSE_PROBE_MATCHES, DENSITY_PROBE_ROWS, RANKED_WINDOW, RECENT_PROBE_MATCHES } from '@app/candidates';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { unique, walkPages } from '../../kits/candidates-kit';

/**
 * docs/api/search.md#order-and-cursor, docs/adr/0021-search-routes-by-density.md: a search finds its ranked window by the route its
 * density probe picks (CandidateRepository.search). The routes of small data sets and of a dense
 * word are walked by search.e2e-spec; these are the middle densities, where a first page looks among
 * the newest candidates first and among all of them when those do not fill the window.
 */
describe('candidates: search routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const word = () => `zr${unique().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])}`;
  const walk = async (q: string, filters: Record<string, string> = {}) =>
    (await walkPages(t.api, '/candidates', 100, { q, ...filters })).rows.map((row) => row.id as string);

  it('orders the window and the rest alike whether the newest candidates hold the window or not', async () => {
    const [recent, fallback] = [word(), word()];
    // Newest first, a second apart: 500 candidates, every 8th holding both words (the probe's middle density);
    // 12,000 more, every 8th holding `recent` (half of them after "alpha", half before it); 1,003 older ones holding `fallback`.
    // Candidate 16 has `recent` as its last name, candidate 12,600 has `fallback`.
    const newest = DENSITY_PROBE_ROWS;
    const older = newest + 12_000;
    const all = older + RANKED_WINDOW + 3;
    const ids: string[] = (
      await t.db.query(
        `INSERT INTO candidates (id, first_name, last_name, email, headline, created_at, updated_at)
         SELECT gen_random_uuid(), 'Route', CASE i WHEN 16 THEN $1 WHEN 12600 THEN $2 ELSE 'Candidate' END, gen_random_uuid()::text || '@example.com',
                CASE WHEN i <= $3 AND i % 8 = 0 THEN 'Senior ' || $1 || ' alpha ' || $2
                     WHEN i <= $4 AND i % 16 = 0 THEN $1 || ' alpha'
                     WHEN i <= $4 AND i % 8 = 0 THEN 'alpha ' || $1
                     WHEN i > $4 THEN 'Lead ' || $2
                     ELSE 'Filler' END,
                now() - make_interval(secs => i), now() - make_interval(secs => i)
           FROM generate_series(1, $5::int) AS i ORDER BY i RETURNING id`,
        [recent, fallback, newest, older, all],
      )
    ).map((row: { id: string }) => row.id);
    const byIndex = (indexes: number[]) => indexes.map((index) => ids[index - 1]);
    const range = (from: number, to: number, keep: (index: number) => boolean) =>
      Array.from({ length: to - from + 1 }, (_, offset) => from + offset).filter(keep);
    const probeMatches = newest / 8;
    expect(probeMatches).toBeGreaterThanOrEqual(RECENT_PROBE_MATCHES);
    expect(probeMatches).toBeLessThan(DENSE_PROBE_MATCHES);

    // The newest candidates hold the window: the name match first, then the window newest first, then the older matches.
    const withRecent = range(1, older, (index) => index % 8 === 0);
    const recentWindow = withRecent.slice(0, RANKED_WINDOW);
    expect(await walk(recent)).toEqual(byIndex([16, ...recentWindow.filter((index) => index !== 16), ...withRecent.slice(RANKED_WINDOW)]));

    // They do not: the window reaches back to the oldest candidates, and the name match among them ranks first.
    const withFallback = [...range(1, newest, (index) => index % 8 === 0), ...range(older + 1, all, () => true)];
    const fallbackWindow = withFallback.slice(0, RANKED_WINDOW);
    expect(fallbackWindow).toContain(12600);
    expect(await walk(fallback)).toEqual(byIndex([12600, ...fallbackWindow.filter((index) => index !== 12600), ...withFallback.slice(RANKED_WINDOW)]));

    // A phrase: the words in the other order do not match, among the newest candidates or older ones
    // (candidate 16 first: the phrase's first word is also its name).
    const withPhrase = range(1, older, (index) => (index <= newest ? index % 8 === 0 : index % 16 === 0));
    expect(withPhrase.length).toBeLessThan(RANKED_WINDOW);
    expect(await walk(`"${recent} alpha"`)).toEqual(byIndex([16, ...withPhrase.filter((index) => index !== 16)]));
  }, 120_000);

  it('reads a dense word newest first with a common tag, checking the tag row by row', async () => {
    const [name, label] = [word(), word()];
    // Newest first, a millisecond apart (newer than the other test's): 3,600 candidates named `name` (candidates 600 and 3,300 twice),
    // every third one tagged `label`.
    const ids: string[] = (
      await t.db.query(
        `INSERT INTO candidates (id, first_name, last_name, email, created_at, updated_at)
         SELECT gen_random_uuid(), $1, CASE WHEN i IN (600, 3300) THEN $1 ELSE 'Candidate' END, gen_random_uuid()::text || '@example.com',
                now() - make_interval(secs => i / 1000.0), now() - make_interval(secs => i / 1000.0)
           FROM generate_series(1, 3600) AS i ORDER BY i RETURNING id`,
        [name],
      )
    ).map((row: { id: string }) => row.id);
    const [{ id: tagId }] = await t.db.query(`INSERT INTO tags (id, label, created_at) VALUES (gen_random_uuid(), $1, now()) RETURNING id`, [label]);
    const tagged = Array.from({ length: 1200 }, (_, offset) => 3 * (offset + 1));
    await t.db.query(`INSERT INTO candidate_tags (candidate_id, tag_id) SELECT unnest($1::uuid[]), $2`, [tagged.map((index) => ids[index - 1]), tagId]);
    // The probe finds every third of its rows tagged: the dense route.
    expect(Math.floor(DENSITY_PROBE_ROWS / 3)).toBeGreaterThanOrEqual(DENSE_PROBE_MATCHES);

    // The window is the newest 1,000 tagged: the name given twice ranks first inside it (600), not outside it (3,300).
    const window = tagged.slice(0, RANKED_WINDOW);
    expect(await walk(name, { tag: label })).toEqual(
      [600, ...window.filter((index) => index !== 600), ...tagged.slice(RANKED_WINDOW)].map((index) => ids[index - 1]),
    );
  }, 120_000);
});
