import { createTestApp, type TestApp } from '../../helpers/test-app';
import { UNKNOWN_UUID } from '../../helpers/ids';
import {
  activityOf,
  adminUser,
  body,
  expectCandidateShape,
  expectError,
  expectForbidden,
  expectListEnvelope,
  expectNewestFirst,
  expectTimestamp,
  expectUnauthorized,
  expectValidationError,
  unique,
  uniqueEmail,
  walkPages,
} from '../../kits/candidates-kit';

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** GET /candidates, GET/PATCH/DELETE /candidates/{id} (docs/api/resources.md#candidates). */
describe('candidates: list, read, update, erase', () => {
  let t: TestApp;
  let readOnlyKey: string;
  let writeOnlyKey: string;
  beforeAll(async () => {
    t = await createTestApp();
    readOnlyKey = (await t.factory.apiKey(['candidates:read'])).key;
    writeOnlyKey = (await t.factory.apiKey(['candidates:write'])).key;
  });
  afterAll(async () => t?.close());

  const eventsOfType = async (id: string, type: string) => (await activityOf(t.api, id)).filter((event) => event.type === type);

  describe('GET /candidates/{id}', () => {
    it('returns the candidate in the envelope with exactly the spec fields', async () => {
      const candidate = await t.factory.candidate({ headline: 'Engineer' });
      const response = await t.api.get(`/candidates/${candidate.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: candidate, meta: {} });
      expectCandidateShape(response.body.data);
    });

    it('accepts the id in upper case', async () => {
      const candidate = await t.factory.candidate();
      const response = await t.api.get(`/candidates/${candidate.id.toUpperCase()}`);
      expect(response.status).toBe(200);
      expect(response.body.data.id).toBe(candidate.id);
    });
  });

  describe('GET /candidates filters', () => {
    const token = unique();
    let zelda: Record<string, any>;
    let underscore: Record<string, any>;
    let noUnderscore: Record<string, any>;
    let backslash: Record<string, any>;

    beforeAll(async () => {
      zelda = await t.factory.candidate({ firstName: 'Zelda', lastName: 'Quuxley', email: `zmail.${token}@Quux-Example.org` });
      underscore = await t.factory.candidate({ firstName: 'Ann_a', lastName: 'Percent%Ninety', email: uniqueEmail('u') });
      noUnderscore = await t.factory.candidate({ firstName: 'Anna', lastName: 'Percentninety', email: uniqueEmail('n') });
      backslash = await t.factory.candidate({ firstName: 'Back\\slash', lastName: 'Person', email: uniqueEmail('s') });
    });

    const ids = (response: { body: { data: Array<{ id: string }> } }) => response.body.data.map((row) => row.id);

    it('filters by email exactly, in any letter case', async () => {
      for (const email of [zelda.email, zelda.email.toLowerCase(), zelda.email.toUpperCase()]) {
        const response = await t.api.get('/candidates').query({ email });
        expectListEnvelope(response, 20);
        expect(response.body.data).toEqual([zelda]);
      }
    });

    it('does not match part of an email with the email filter', async () => {
      for (const email of [zelda.email.slice(0, -1), zelda.email.slice(1), `zmail.${token}`, `x${zelda.email}`]) {
        expect(ids(await t.api.get('/candidates').query({ email }))).toEqual([]);
      }
    });

    it('matches part of the first name, the last name or the email with q, in any letter case', async () => {
      for (const q of ['zelda', 'ELD', 'uxle', 'QUUXLEY', `zmail.${token}`, 'quux-example', token.toUpperCase()]) {
        expect(ids(await t.api.get('/candidates').query({ q }))).toEqual([zelda.id]);
      }
    });

    it('returns nothing when q matches no one', async () => {
      const response = await t.api.get('/candidates').query({ q: 'no-such-person-xyz' });
      expectListEnvelope(response, 20);
      expect(response.body.data).toEqual([]);
      expect(response.body.meta.pagination).toEqual({ nextCursor: null, hasMore: false, limit: 20 });
    });

    it('treats % and _ in q literally', async () => {
      expect(ids(await t.api.get('/candidates').query({ q: '_' }))).toEqual([underscore.id]);
      expect(ids(await t.api.get('/candidates').query({ q: 'ann_a' }))).toEqual([underscore.id]);
      expect(ids(await t.api.get('/candidates').query({ q: '%' }))).toEqual([underscore.id]);
      expect(ids(await t.api.get('/candidates').query({ q: 'percent%n' }))).toEqual([underscore.id]);
      // Most relevant first: "Percent%Ninety" has the word itself, "Percentninety" only starts with it.
      expect(ids(await t.api.get('/candidates').query({ q: 'percent' }))).toEqual([underscore.id, noUnderscore.id]);
      expect(ids(await t.api.get('/candidates').query({ q: '\\' }))).toEqual([backslash.id]);
    });

    it('combines filters with AND', async () => {
      expect(ids(await t.api.get('/candidates').query({ q: 'zelda', email: zelda.email }))).toEqual([zelda.id]);
      expect(ids(await t.api.get('/candidates').query({ q: 'anna', email: zelda.email }))).toEqual([]);
    });

    it('filters by tag label in any letter case, newest first', async () => {
      const label = `Rust-${unique()}`;
      const first = await t.factory.candidate();
      const second = await t.factory.candidate();
      const other = await t.factory.candidate();
      expect((await t.api.post(`/candidates/${first.id}/tags`, { label })).status).toBe(201);
      expect((await t.api.post(`/candidates/${second.id}/tags`, { label: label.toLowerCase() })).status).toBe(201);
      expect((await t.api.post(`/candidates/${other.id}/tags`, { label: `Go-${unique()}` })).status).toBe(201);
      for (const tag of [label, label.toLowerCase(), label.toUpperCase()]) {
        expect(ids(await t.api.get('/candidates').query({ tag }))).toEqual([second.id, first.id]);
      }
      expect(ids(await t.api.get('/candidates').query({ tag: `${label}x` }))).toEqual([]);
      expect(ids(await t.api.get('/candidates').query({ tag: label.slice(0, -1) }))).toEqual([]);
      expect(ids(await t.api.get('/candidates').query({ tag: label, email: first.email }))).toEqual([first.id]);
    });

    it.each([
      ['an unknown parameter', { name: 'Zelda' }, ['name']],
      ['two unknown parameters and a bad limit', { sort: 'name', page: '2', limit: '0' }, ['sort', 'page', 'limit']],
      ['an empty q', { q: '' }, ['q']],
      ['an empty email', { email: '' }, ['email']],
      ['an empty tag', { tag: '' }, ['tag']],
      ['a tag over 40 characters', { tag: 't'.repeat(41) }, ['tag']],
    ])('answers 422 for %s', async (_label, query, paths) => {
      expectValidationError(
        await t.api.get('/candidates').query(query),
        paths.map((path) => ({ location: 'query' as const, path })),
      );
    });

    it('answers 422 for a repeated filter parameter', async () => {
      expectValidationError(await t.api.get('/candidates?email=a@example.com&email=b@example.com'), [{ location: 'query', path: 'email' }]);
    });
  });

  describe('GET /candidates pagination', () => {
    const token = `pager${unique()}`;
    const created: Array<Record<string, any>> = [];

    beforeAll(async () => {
      for (let index = 0; index < 23; index++) created.push(await t.factory.candidate({ lastName: `${token}-${index}` }));
    });

    it('defaults to 20 rows and says there are more', async () => {
      const response = await t.api.get('/candidates').query({ q: token });
      expectListEnvelope(response, 20);
      expect(response.body.data).toHaveLength(20);
      expect(response.body.meta.pagination.hasMore).toBe(true);
      expect(response.body.data.map((row: { id: string }) => row.id)).toEqual(
        created
          .slice(3)
          .reverse()
          .map((row) => row.id),
      );
    });

    it.each([1, 100])('accepts limit=%i', async (limit) => {
      const response = await t.api.get('/candidates').query({ q: token, limit: String(limit) });
      expectListEnvelope(response, limit);
      expect(response.body.data).toHaveLength(Math.min(limit, 23));
      expect(response.body.meta.pagination.hasMore).toBe(limit < 23);
    });

    it('walks every page once, newest first, without duplicates or gaps', async () => {
      const { rows, pages } = await walkPages(t.api, '/candidates', 5, { q: token });
      expect(pages).toBe(5);
      expect(rows.map((row) => row.id)).toEqual([...created].reverse().map((row) => row.id));
      expect(rows).toEqual([...created].reverse());
      expectNewestFirst(rows);
    });

    it('walks the unfiltered list in createdAt desc, id desc order, each row once', async () => {
      const { rows } = await walkPages(t.api, '/candidates', 7);
      const ids = rows.map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      expectNewestFirst(rows);
      for (const row of created) expect(ids).toContain(row.id);
      const all = await t.api.get('/candidates').query({ limit: '100' });
      if (!all.body.meta.pagination.hasMore) expect(ids).toEqual(all.body.data.map((row: { id: string }) => row.id));
    });

    it('stays stable when rows are inserted between pages', async () => {
      const first = await t.api.get('/candidates').query({ q: token, limit: '10' });
      expectListEnvelope(first, 10);
      const inserted = [];
      for (let index = 0; index < 3; index++) inserted.push(await t.factory.candidate({ lastName: `${token}-late-${index}` }));
      const rest = [];
      let cursor: string | null = first.body.meta.pagination.nextCursor;
      while (cursor !== null) {
        const page = await t.api.get('/candidates').query({ q: token, limit: '10', cursor });
        expectListEnvelope(page, 10);
        rest.push(...page.body.data);
        cursor = page.body.meta.pagination.nextCursor;
      }
      expect([...first.body.data, ...rest].map((row) => row.id)).toEqual([...created].reverse().map((row) => row.id));
      // The newcomers are on a fresh first page.
      const fresh = await t.api.get('/candidates').query({ q: token, limit: '3' });
      expect(fresh.body.data.map((row: { id: string }) => row.id)).toEqual(inserted.reverse().map((row) => row.id));
    });

    it.each(['0', '101', '1.5', 'abc', '-1', '', '1e1', ' 5'])('answers 422 for limit=%p', async (limit) => {
      expectValidationError(await t.api.get('/candidates').query({ limit }), [{ location: 'query', path: 'limit' }]);
    });

    it.each([
      ['random text', 'not-a-cursor'],
      ['punctuation', '!!!***'],
      ['JSON null', b64('null')],
      ['a JSON number', b64('5')],
      ['a JSON object', b64({ createdAt: '2026-01-01T00:00:00.000Z', id: UNKNOWN_UUID })],
      ['a one-element array', b64(['2026-01-01T00:00:00.000Z'])],
      ['a bad date', b64(['yesterday', UNKNOWN_UUID])],
      ['a number for the date', b64([0, UNKNOWN_UUID])],
      ['an id that is not a UUID (hex letters)', b64(['2026-01-01T00:00:00.000Z', 'a'.repeat(36)])],
      ['an id that is not a UUID (dashes)', b64(['2026-01-01T00:00:00.000Z', '-'.repeat(36)])],
      ['a date before the database can store it', b64(['-271821-04-20T00:00:00.000Z', UNKNOWN_UUID])],
      ['an over-long cursor', 'A'.repeat(201)],
    ])('answers 422 for a cursor that is %s', async (_label, cursor) => {
      expectValidationError(await t.api.get('/candidates').query({ cursor }), [{ location: 'query', path: 'cursor' }]);
    });

    it('answers 422 for an empty cursor', async () => {
      expectValidationError(await t.api.get('/candidates?cursor='), [{ location: 'query', path: 'cursor' }]);
    });
  });

  describe('PATCH /candidates/{id}', () => {
    it('accepts {} and an absent body: 200, unchanged, no event', async () => {
      const candidate = await t.factory.candidate({ phone: '123' });
      for (const payload of [{}, undefined]) {
        const response = await t.api.patch(`/candidates/${candidate.id}`, payload);
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ data: candidate, meta: {} });
      }
      expect((await t.api.get(`/candidates/${candidate.id}`)).body.data).toEqual(candidate);
      expect(await eventsOfType(candidate.id, 'candidate.updated')).toEqual([]);
    });

    it('changes only the fields sent and records candidate.updated with changedFields', async () => {
      const admin = await adminUser(t.api);
      const candidate = await t.factory.candidate({ phone: '123', location: 'London' });
      const response = await t.api.patch(`/candidates/${candidate.id}`, { firstName: 'Augusta', headline: 'Countess', location: 'London' });
      expect(response.status).toBe(200);
      expectCandidateShape(response.body.data);
      const { updatedAt, ...rest } = response.body.data;
      expect(rest).toEqual({ ...withoutUpdatedAt(candidate), firstName: 'Augusta', headline: 'Countess' });
      expectTimestamp(updatedAt);
      expect(Date.parse(updatedAt)).toBeGreaterThanOrEqual(Date.parse(candidate.updatedAt));
      expect(response.body.data.createdAt).toBe(candidate.createdAt);
      expect((await t.api.get(`/candidates/${candidate.id}`)).body.data).toEqual(response.body.data);
      const events = await eventsOfType(candidate.id, 'candidate.updated');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ entityType: 'candidate', entityId: candidate.id, actor: admin });
      expect([...events[0].metadata.changedFields].sort()).toEqual(['firstName', 'headline']);
    });

    it('records no event when the values sent equal the current ones', async () => {
      const candidate = await t.factory.candidate({ headline: 'Same' });
      const response = await t.api.patch(`/candidates/${candidate.id}`, { firstName: candidate.firstName, headline: 'Same', educationEntries: [] });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual(candidate);
      expect(await eventsOfType(candidate.id, 'candidate.updated')).toEqual([]);
    });

    it('clears nullable fields with null', async () => {
      const candidate = await t.factory.candidate({
        phone: '123',
        summary: 'Long story',
        linkedinUrl: 'https://linkedin.com/in/x',
        githubUrl: 'https://github.com/x',
      });
      const response = await t.api.patch(`/candidates/${candidate.id}`, { phone: null, summary: null, linkedinUrl: null });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ phone: null, summary: null, linkedinUrl: null, githubUrl: 'https://github.com/x' });
      expect((await t.api.get(`/candidates/${candidate.id}`)).body.data).toMatchObject({ phone: null, summary: null, linkedinUrl: null });
      const [event] = await eventsOfType(candidate.id, 'candidate.updated');
      expect([...event.metadata.changedFields].sort()).toEqual(['linkedinUrl', 'phone', 'summary']);
    });

    it.each(['firstName', 'lastName', 'email'])('refuses null for %s', async (field) => {
      const candidate = await t.factory.candidate();
      expectValidationError(await t.api.patch(`/candidates/${candidate.id}`, { [field]: null }), body(field));
      expect((await t.api.get(`/candidates/${candidate.id}`)).body.data).toEqual(candidate);
    });

    it('replaces entry lists whole and leaves the other list alone', async () => {
      const candidate = await t.factory.candidate({
        educationEntries: [
          { id: 'e1', school: 'A', degree: 'BSc' },
          { id: 'e2', school: 'B' },
        ],
        experienceEntries: [{ id: 'x1', company: 'C', title: 'T', current: true }],
      });
      const replaced = await t.api.patch(`/candidates/${candidate.id}`, { educationEntries: [{ id: 'e3', school: 'New School' }] });
      expect(replaced.status).toBe(200);
      expect(replaced.body.data.educationEntries).toEqual([
        { id: 'e3', school: 'New School', degree: null, field: null, startDate: null, endDate: null, description: null },
      ]);
      expect(replaced.body.data.experienceEntries).toEqual(candidate.experienceEntries);
      const cleared = await t.api.patch(`/candidates/${candidate.id}`, { experienceEntries: null });
      expect(cleared.status).toBe(200);
      expect(cleared.body.data.experienceEntries).toEqual([]);
      expect(cleared.body.data.educationEntries).toEqual(replaced.body.data.educationEntries);
      const read = await t.api.get(`/candidates/${candidate.id}`);
      expect(read.body.data.educationEntries).toHaveLength(1);
      expect(read.body.data.experienceEntries).toEqual([]);
      const events = await eventsOfType(candidate.id, 'candidate.updated');
      expect(events.map((event) => event.metadata.changedFields)).toEqual([['experienceEntries'], ['educationEntries']]);
    });

    it('validates like create: every broken rule at once', async () => {
      const candidate = await t.factory.candidate();
      const response = await t.api.patch(`/candidates/${candidate.id}`, {
        firstName: '',
        lastName: 'x'.repeat(121),
        email: 'ada@example',
        phone: 'x'.repeat(20001),
        githubUrl: 'github.com/ada',
        nickname: 'Ada',
        educationEntries: [{ id: 'e1', school: 's'.repeat(501), gpa: 4 }],
        experienceEntries: [{ id: 'x1', company: 'C', title: 'T', current: 'false' }],
      });
      expectValidationError(
        response,
        body(
          'firstName',
          'lastName',
          'email',
          'phone',
          'githubUrl',
          'nickname',
          'educationEntries.0.school',
          'educationEntries.0.gpa',
          'experienceEntries.0.current',
        ),
      );
      expect((await t.api.get(`/candidates/${candidate.id}`)).body.data).toEqual(candidate);
      expect(await eventsOfType(candidate.id, 'candidate.updated')).toEqual([]);
    });

    it.each([
      ['id', UNKNOWN_UUID],
      ['createdAt', '2026-01-01T00:00:00.000Z'],
      ['updatedAt', '2026-01-01T00:00:00.000Z'],
    ])('refuses the response-only field %s', async (field, value) => {
      const candidate = await t.factory.candidate();
      expectValidationError(await t.api.patch(`/candidates/${candidate.id}`, { [field]: value }), body(field));
    });

    it('accepts the limits on both sides', async () => {
      const candidate = await t.factory.candidate();
      const ok = await t.api.patch(`/candidates/${candidate.id}`, {
        firstName: 'x'.repeat(120),
        lastName: 'y',
        summary: 's'.repeat(20000),
        educationEntries: Array.from({ length: 100 }, (_, index) => ({ id: `e${index}`, school: 'S' })),
      });
      expect(ok.status).toBe(200);
      expect(ok.body.data.firstName).toHaveLength(120);
      expect(ok.body.data.educationEntries).toHaveLength(100);
      expectValidationError(
        await t.api.patch(`/candidates/${candidate.id}`, {
          firstName: 'x'.repeat(121),
          summary: 's'.repeat(20001),
          experienceEntries: Array.from({ length: 101 }, (_, index) => ({ id: `x${index}`, company: 'C', title: 'T' })),
        }),
        body('firstName', 'summary', 'experienceEntries'),
      );
    });

    it('answers 409 CONFLICT for an email another candidate has, in any letter case, and changes nothing', async () => {
      const taken = await t.factory.candidate();
      const candidate = await t.factory.candidate();
      for (const email of [taken.email, taken.email.toUpperCase()]) {
        expectError(await t.api.patch(`/candidates/${candidate.id}`, { email, firstName: 'Changed' }), 409, 'CONFLICT');
      }
      expect((await t.api.get(`/candidates/${candidate.id}`)).body.data).toEqual(candidate);
      expect(await eventsOfType(candidate.id, 'candidate.updated')).toEqual([]);
    });

    it('lets a candidate change the letter case of its own email, and frees the old email when it changes', async () => {
      const candidate = await t.factory.candidate();
      const upper = await t.api.patch(`/candidates/${candidate.id}`, { email: candidate.email.toUpperCase() });
      expect(upper.status).toBe(200);
      expect(upper.body.data.email).toBe(candidate.email.toUpperCase());
      const moved = await t.api.patch(`/candidates/${candidate.id}`, { email: uniqueEmail('moved') });
      expect(moved.status).toBe(200);
      expect((await t.api.post('/candidates', { firstName: 'New', lastName: 'Owner', email: candidate.email })).status).toBe(201);
    });

    it('lets one of two simultaneous changes to the same free email win, the other is 409', async () => {
      const [a, b] = [await t.factory.candidate(), await t.factory.candidate()];
      const email = uniqueEmail('contested');
      const responses = await Promise.all([t.api.patch(`/candidates/${a.id}`, { email }), t.api.patch(`/candidates/${b.id}`, { email: email.toUpperCase() })]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
      expect((await t.api.get('/candidates').query({ email })).body.data).toHaveLength(1);
    });

    it('answers 401 without a key and 403 without candidates:write', async () => {
      const candidate = await t.factory.candidate();
      expectUnauthorized(await t.as(undefined).patch(`/candidates/${candidate.id}`, { firstName: 'X' }));
      expectForbidden(await t.as(readOnlyKey).patch(`/candidates/${candidate.id}`, { firstName: 'X' }), 'candidates:write');
      expect((await t.api.get(`/candidates/${candidate.id}`)).body.data).toEqual(candidate);
      expect((await t.as(writeOnlyKey).patch(`/candidates/${candidate.id}`, { firstName: 'X' })).status).toBe(200);
    });
  });

  describe('DELETE /candidates/{id} (erasure)', () => {
    it('erases the candidate with its notes and tags; the email can be used again; candidate.deleted is recorded', async () => {
      const admin = await adminUser(t.api);
      const user = await t.factory.user();
      const label = `Erase-${unique()}`;
      const candidate = await t.factory.candidate({ email: `Erase.${unique()}@example.com` });
      const neighbour = await t.factory.candidate();
      const tag = await t.api.post(`/candidates/${candidate.id}/tags`, { label });
      expect(tag.status).toBe(201);
      expect((await t.api.post(`/candidates/${neighbour.id}/tags`, { label })).status).toBe(201);
      const note = await t.api.post(`/candidates/${candidate.id}/notes`, { body: 'Private remark', mentionUserIds: [user.id] });
      expect(note.status).toBe(201);

      const response = await t.api.delete(`/candidates/${candidate.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { deleted: true }, meta: {} });

      expectError(await t.api.get(`/candidates/${candidate.id}`), 404, 'NOT_FOUND');
      expectError(await t.api.get(`/candidates/${candidate.id}/notes`), 404, 'NOT_FOUND');
      expectError(await t.api.get(`/candidates/${candidate.id}/tags`), 404, 'NOT_FOUND');
      expectError(await t.api.patch(`/candidates/${candidate.id}`, { firstName: 'X' }), 404, 'NOT_FOUND');
      expectError(await t.api.post(`/candidates/${candidate.id}/tags`, { label }), 404, 'NOT_FOUND');
      expectError(await t.api.post(`/candidates/${candidate.id}/notes`, { body: 'again' }), 404, 'NOT_FOUND');
      expectError(await t.api.delete(`/candidates/${candidate.id}/tags/${tag.body.data.id}`), 404, 'NOT_FOUND');
      expectError(await t.api.delete(`/candidates/${candidate.id}`), 404, 'NOT_FOUND');
      expect((await t.api.get('/candidates').query({ email: candidate.email })).body.data).toEqual([]);

      // The person's notes and tag links are gone from storage, not just hidden.
      expect(await t.db.query('SELECT id FROM notes WHERE candidate_id = $1', [candidate.id])).toEqual([]);
      expect(await t.db.query('SELECT note_id FROM note_mentions WHERE note_id = $1', [note.body.data.id])).toEqual([]);
      expect(await t.db.query('SELECT tag_id FROM candidate_tags WHERE candidate_id = $1', [candidate.id])).toEqual([]);

      // No event payload waiting in the outbox still carries the person's data.
      const payloads: Array<{ type: string; payload: string }> = await t.db.query(
        `SELECT type, payload::text AS payload FROM outbox_events WHERE payload->'data'->>'id' = $1 OR payload->'data'->>'candidateId' = $1`,
        [candidate.id],
      );
      expect(payloads.map((row) => row.type).sort()).toEqual(['candidate.created', 'candidate.deleted', 'candidate.tag_added', 'note.created']);
      for (const row of payloads) {
        expect(row.payload).not.toContain(candidate.email);
        expect(row.payload).not.toContain('Private remark');
      }
      const neighbourCreated: Array<{ payload: string }> = await t.db.query(
        `SELECT payload::text AS payload FROM outbox_events WHERE payload->'data'->>'id' = $1`,
        [neighbour.id],
      );
      expect(neighbourCreated[0].payload).toContain(neighbour.email);

      // The shared tag stays with the other candidate.
      const neighbourTags = await t.api.get(`/candidates/${neighbour.id}/tags`);
      expect(neighbourTags.body.data.map((row: { id: string }) => row.id)).toEqual([tag.body.data.id]);
      expect((await t.api.get('/candidates').query({ tag: label })).body.data.map((row: { id: string }) => row.id)).toEqual([neighbour.id]);

      const reused = await t.api.post('/candidates', { firstName: 'New', lastName: 'Person', email: candidate.email.toLowerCase() });
      expect(reused.status).toBe(201);
      expect(reused.body.data.id).not.toBe(candidate.id);

      const deleted = await eventsOfType(candidate.id, 'candidate.deleted');
      expect(deleted).toHaveLength(1);
      expect(deleted[0]).toMatchObject({ entityType: 'candidate', entityId: candidate.id, actor: admin });
      expectTimestamp(deleted[0].createdAt);
    });

    it('never answers 500 when notes, tags and edits race with the erasure, and leaves nothing behind', async () => {
      const candidate = await t.factory.candidate();
      const label = `Race-${unique()}`;
      const writes = [
        ...Array.from({ length: 4 }, (_, index) => t.api.post(`/candidates/${candidate.id}/notes`, { body: `racing ${index}` })),
        ...Array.from({ length: 4 }, (_, index) => t.api.post(`/candidates/${candidate.id}/tags`, { label: index % 2 ? label : `${label}-${index}` })),
        t.api.patch(`/candidates/${candidate.id}`, { headline: 'racing' }),
      ];
      const [erased, ...others] = await Promise.all([t.api.delete(`/candidates/${candidate.id}`), ...writes]);
      expect(erased.status).toBe(200);
      for (const response of others) expect([200, 201, 404]).toContain(response.status);
      expectError(await t.api.get(`/candidates/${candidate.id}`), 404, 'NOT_FOUND');
      expect(await t.db.query('SELECT id FROM notes WHERE candidate_id = $1', [candidate.id])).toEqual([]);
      expect(await t.db.query('SELECT tag_id FROM candidate_tags WHERE candidate_id = $1', [candidate.id])).toEqual([]);
    });

    it('answers 401 without a key and 403 without candidates:write, and keeps the candidate', async () => {
      const candidate = await t.factory.candidate();
      expectUnauthorized(await t.as(undefined).delete(`/candidates/${candidate.id}`));
      expectForbidden(await t.as(readOnlyKey).delete(`/candidates/${candidate.id}`), 'candidates:write');
      expect((await t.api.get(`/candidates/${candidate.id}`)).status).toBe(200);
      expect(await eventsOfType(candidate.id, 'candidate.deleted')).toEqual([]);
      expect((await t.as(writeOnlyKey).delete(`/candidates/${candidate.id}`)).status).toBe(200);
    });
  });
});

function withoutUpdatedAt(candidate: Record<string, any>): Record<string, any> {
  const { updatedAt: _updatedAt, ...rest } = candidate;
  return rest;
}
