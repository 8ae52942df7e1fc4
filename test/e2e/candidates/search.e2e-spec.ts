import { RANKED_WINDOW } from '@app/candidates';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { expectListEnvelope, expectValidationError, unique, uniqueEmail, walkPages } from '../../kits/candidates-kit';

/** docs/api/search.md: GET /candidates?q= — web-search syntax, accents, stemming, prefixes, relevance order, cursor. */
describe('candidates: search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  /** A word no other test uses (letters only, so that stemming leaves it alone). */
  const word = () => `zq${unique().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])}`;
  const search = async (q: string, query: Record<string, string> = {}) => {
    const response = await t.api.get('/candidates').query({ q, ...query });
    expect(response.status).toBe(200);
    return response.body.data.map((row: { id: string }) => row.id) as string[];
  };
  const candidate = (fields: Record<string, unknown>) => t.factory.candidate(fields);

  it('needs every word to match, across fields', async () => {
    const [a, b] = [word(), word()];
    const both = await candidate({ firstName: a, headline: `Senior ${b}` });
    await candidate({ firstName: a });
    await candidate({ headline: b });
    expect(await search(`${a} ${b}`)).toEqual([both.id]);
  });

  it('matches "quoted phrases" only with their words in order', async () => {
    const [tag, first, second] = [word(), word(), word()];
    const phrase = await candidate({ lastName: tag, summary: `built the ${first} ${second} in 1843` });
    await candidate({ lastName: tag, summary: `${second} and ${first}` });
    expect(await search(`${tag} "${first} ${second}"`)).toEqual([phrase.id]);
  });

  it('takes either word around or', async () => {
    const [left, right] = [word(), word()];
    const withLeft = await candidate({ headline: left });
    const withRight = await candidate({ location: right });
    await candidate({ headline: word() });
    expect((await search(`${left} or ${right}`)).sort()).toEqual([withLeft.id, withRight.id].sort());
  });

  it('leaves out candidates with a -excluded word', async () => {
    const [tag, excluded] = [word(), word()];
    const kept = await candidate({ lastName: tag });
    await candidate({ lastName: tag, summary: `knows ${excluded}` });
    expect(await search(`${tag} -${excluded}`)).toEqual([kept.id]);
  });

  it('ignores letter case and accents both ways', async () => {
    const tag = word();
    const jose = await candidate({ firstName: 'José', lastName: `Núñez-${tag}`, location: 'São Paulo' });
    for (const q of [`jose ${tag}`, `JOSÉ ${tag}`, `nunez ${tag}`, `Sao Paulo ${tag}`, `são ${tag}`]) expect(await search(q)).toEqual([jose.id]);
  });

  it('stems English words: engineering finds engineer, engineers finds engineering', async () => {
    const tag = word();
    const engineer = await candidate({ lastName: tag, headline: 'Engineering manager' });
    const writer = await candidate({ lastName: tag, summary: 'Writes engineers handbooks' });
    expect((await search(`${tag} engineer`)).sort()).toEqual([engineer.id, writer.id].sort());
    expect((await search(`${tag} engineering`)).sort()).toEqual([engineer.id, writer.id].sort());
  });

  it('matches names and emails by prefix, most relevant first', async () => {
    const tag = word();
    const margaret = await candidate({ firstName: 'Margaret', lastName: `Hamilton${tag}` });
    const email = await candidate({ email: `${tag}.grace@example.com` });
    expect(await search('marg')).toEqual([margaret.id]);
    expect(await search(`hamilton${tag.slice(0, 4)}`)).toEqual([margaret.id]);
    // A word of the email starts with it (prefix), the last name merely contains it: the prefix ranks first.
    expect(await search(tag.slice(0, 5))).toEqual([email.id, margaret.id]);
    expect(await search(`${tag}.gra`)).toEqual([email.id]);
  });

  it('finds words of notes and tags, and follows them as they change', async () => {
    const [inNote, inTag] = [word(), word()];
    const person = await candidate({});
    expect(await search(inNote)).toEqual([]);
    expect((await t.api.post(`/candidates/${person.id}/notes`, { body: `Strong ${inNote} background` })).status).toBe(201);
    expect(await search(inNote)).toEqual([person.id]);
    const tag = await t.api.post(`/candidates/${person.id}/tags`, { label: inTag });
    expect(tag.status).toBe(201);
    expect(await search(`${inTag} ${inNote}`)).toEqual([person.id]);
    expect((await t.api.delete(`/candidates/${person.id}/tags/${tag.body.data.id}`)).status).toBe(200);
    expect(await search(inTag)).toEqual([]);
  });

  it('keeps up with concurrent notes and tags on one candidate, without a deadlock', async () => {
    const person = await candidate({});
    const words = Array.from({ length: 12 }, () => word());
    const responses = await Promise.all(
      words.map((text, index) =>
        index % 2 === 0 ? t.api.post(`/candidates/${person.id}/notes`, { body: text }) : t.api.post(`/candidates/${person.id}/tags`, { label: text }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(words.map(() => 201));
    expect(await search(words.join(' '))).toEqual([person.id]);
  });

  it('follows changes of the candidate, and forgets an erased one', async () => {
    const [before, after] = [word(), word()];
    const person = await candidate({ headline: before });
    expect(await search(before)).toEqual([person.id]);
    expect((await t.api.patch(`/candidates/${person.id}`, { headline: after })).status).toBe(200);
    expect(await search(before)).toEqual([]);
    expect(await search(after)).toEqual([person.id]);
    expect((await t.api.delete(`/candidates/${person.id}`)).status).toBe(200);
    expect(await search(after)).toEqual([]);
  });

  it('orders by relevance: name before headline before notes', async () => {
    const key = word();
    const inNotes = await candidate({});
    await t.api.post(`/candidates/${inNotes.id}/notes`, { body: `mentions ${key}` });
    const inHeadline = await candidate({ headline: key });
    const inName = await candidate({ lastName: key });
    expect(await search(key)).toEqual([inName.id, inHeadline.id, inNotes.id]);
  });

  it('walks the relevance order with the cursor, each candidate once', async () => {
    const key = word();
    const created: string[] = [];
    for (let index = 0; index < 23; index++) {
      const fields = [{ lastName: `${key}` }, { headline: `${key} ${index}` }, { summary: `about ${key}` }][index % 3];
      created.push((await candidate(fields)).id);
    }
    const whole = await search(key, { limit: '100' });
    expect(whole.sort()).toEqual([...created].sort());
    const { rows, pages } = await walkPages(t.api, '/candidates', 5, { q: key });
    expect(pages).toBe(5);
    expect(rows.map((row) => row.id)).toEqual(await search(key, { limit: '100' }));
    const first = await t.api.get('/candidates').query({ q: key, limit: '5' });
    expectListEnvelope(first, 5);
    expect(first.body.meta.pagination.hasMore).toBe(true);
  });

  it('ranks the newest strong matches (its ranked window), then every other match newest first, and the cursor walks both', async () => {
    const key = word();
    // RANKED_WINDOW + 3 candidates with the word in their headline, a minute apart, newest first; then a newer one with it in résumé text only.
    const strong: string[] = (
      await t.db.query(
        `INSERT INTO candidates (id, first_name, last_name, email, headline, created_at, updated_at)
         SELECT gen_random_uuid(), 'Window', CASE WHEN i IN (500, $2 + 2) THEN $1::text ELSE 'Candidate' END, $1::text || '.' || i || '@example.com',
                'Senior ' || $1::text, now() - make_interval(mins => i), now() - make_interval(mins => i)
           FROM generate_series(1, $2::int + 3) AS i ORDER BY i RETURNING id`,
        [key, RANKED_WINDOW],
      )
    ).map((row: { id: string }) => row.id);
    const inResume = (await candidate({})).id;
    await t.db.query(
      `INSERT INTO documents (id, candidate_id, kind, filename, content_type, size_bytes, sha256, storage_key, text_status, text, created_by_id, created_at)
       VALUES (gen_random_uuid(), $1::uuid, 'resume', 'cv.txt', 'text/plain', 1, md5($2::text) || md5($2::text), 'test/' || $1::text, 'extracted', $2::text,
               gen_random_uuid(), now())`,
      [inResume, `Worked with ${key}`],
    );

    const { rows, pages } = await walkPages(t.api, '/candidates', 100, { q: key });
    const ids = rows.map((row) => row.id);
    expect(pages).toBe(Math.ceil((RANKED_WINDOW + 4) / 100));
    expect(new Set(ids).size).toBe(RANKED_WINDOW + 4);
    // The name match inside the window ranks first; the window's rows, newest first at equal relevance, before the rest.
    expect(ids[0]).toBe(strong[499]);
    expect(ids.slice(1, RANKED_WINDOW)).toEqual(strong.slice(0, RANKED_WINDOW).filter((id) => id !== strong[499]));
    // Outside the window, newest first: the résumé match (the newest candidate), then the older strong matches, a name match among them.
    expect(ids.slice(RANKED_WINDOW)).toEqual([inResume, ...strong.slice(RANKED_WINDOW)]);
  });

  it('combines q with the other filters', async () => {
    const [key, label] = [word(), word()];
    const tagged = await candidate({ headline: key, email: uniqueEmail('tagged') });
    await candidate({ headline: key });
    await t.api.post(`/candidates/${tagged.id}/tags`, { label });
    expect(await search(key, { tag: label })).toEqual([tagged.id]);
    expect(await search(key, { tag: label.toUpperCase() })).toEqual([tagged.id]);
    expect(await search(key, { tag: word() })).toEqual([]);
    expect(await search(key, { email: tagged.email.toUpperCase() })).toEqual([tagged.id]);
    const since = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await t.api.patch(`/candidates/${tagged.id}`, { summary: 'changed' })).status).toBe(200);
    expect(await search(key, { updatedAfter: since })).toEqual([tagged.id]);
  });

  it('answers 200 for stop words and punctuation, treating % and _ literally', async () => {
    for (const q of ['the', '"', '-', 'or', '%', '_', '\\', '!!!', "o'brien", '(a)']) {
      const response = await t.api.get('/candidates').query({ q });
      expect(response.status).toBe(200);
    }
  });

  it('answers 422 for a cursor of the unsearched list, or a malformed one', async () => {
    await candidate({});
    await candidate({});
    const plain = await t.api.get('/candidates').query({ limit: '1' });
    const cursor = plain.body.meta.pagination.nextCursor as string;
    expectValidationError(await t.api.get('/candidates').query({ q: 'anything', cursor }), [{ location: 'query', path: 'cursor' }]);
    const bad = Buffer.from(JSON.stringify(['NaN', new Date().toISOString(), plain.body.data[0].id])).toString('base64url');
    expectValidationError(await t.api.get('/candidates').query({ q: 'anything', cursor: bad }), [{ location: 'query', path: 'cursor' }]);
  });

  it('answers 422 for a search cursor whose ranked window does not decode', async () => {
    const key = word();
    await candidate({ lastName: key });
    await candidate({ lastName: key });
    const first = await t.api.get('/candidates').query({ q: key, limit: '1' });
    const [lead, createdAt, id] = JSON.parse(Buffer.from(first.body.meta.pagination.nextCursor as string, 'base64url').toString('utf8')) as unknown[];
    for (const window of [[Date.now(), 'not-an-id'], ['2026-11-21T10:00:00.000Z', id], 'window']) {
      const cursor = Buffer.from(JSON.stringify([lead, createdAt, id, window])).toString('base64url');
      expectValidationError(await t.api.get('/candidates').query({ q: key, cursor }), [{ location: 'query', path: 'cursor' }]);
    }
  });
});
