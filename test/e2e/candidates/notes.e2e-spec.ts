import { createTestApp, type TestApp } from '../../helpers/test-app';
import { MAX_UUID, NIL_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import {
  activityOf,
  adminUser,
  body,
  expectForbidden,
  expectListEnvelope,
  expectNewestFirst,
  expectNoteShape,
  expectUnauthorized,
  expectValidationError,
  walkPages,
} from '../../kits/candidates-kit';

/** GET and POST /candidates/{id}/notes (docs/api/resources.md#notes). */
describe('candidate notes', () => {
  let t: TestApp;
  let admin: { id: string; name: string };
  let grace: Record<string, any>;
  let alan: Record<string, any>;
  let barbara: Record<string, any>;
  let readOnlyKey: string;
  let writeOnlyKey: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminUser(t.api);
    grace = await t.factory.user({ name: 'Grace Hopper' });
    alan = await t.factory.user({ name: 'Alan Turing', role: 'interviewer' });
    barbara = await t.factory.user({ name: 'Barbara Liskov', role: 'hiring_manager' });
    readOnlyKey = (await t.factory.apiKey(['candidates:read'])).key;
    writeOnlyKey = (await t.factory.apiKey(['candidates:write'])).key;
  });
  afterAll(async () => t?.close());

  const addNote = (candidateId: string, payload: unknown) => t.api.post(`/candidates/${candidateId}/notes`, payload);
  const notesOf = async (candidateId: string) => (await t.api.get(`/candidates/${candidateId}/notes`).query({ limit: '100' })).body.data;

  describe('POST /candidates/{id}/notes', () => {
    it('answers 201 with exactly the note fields; the author is the Admin behind the bootstrap key', async () => {
      const candidate = await t.factory.candidate();
      const before = Date.now();
      const response = await addNote(candidate.id, { body: 'Strong system design answers.' });
      expect(response.status).toBe(201);
      expect(Object.keys(response.body).sort()).toEqual(['data', 'meta']);
      expect(response.body.meta).toEqual({});
      const note = response.body.data;
      expectNoteShape(note);
      expect(note).toMatchObject({ body: 'Strong system design answers.', author: admin, mentions: [] });
      expect(admin.name).toBe('Admin');
      expect(note.createdAt).toBe(note.updatedAt);
      expect(Date.parse(note.createdAt)).toBeGreaterThanOrEqual(before);
      expect(await notesOf(candidate.id)).toEqual([note]);
    });

    it("names the key's user as the author when the key was created for that user", async () => {
      const key = await t.factory.apiKey(['candidates:read', 'candidates:write'], { ownerId: grace.id });
      const candidate = await t.factory.candidate();
      const response = await t.as(key.key).post(`/candidates/${candidate.id}/notes`, { body: 'Met at the meetup.' });
      expect(response.status).toBe(201);
      expect(response.body.data.author).toEqual({ id: grace.id, name: 'Grace Hopper' });
      const listed = await t.as(key.key).get(`/candidates/${candidate.id}/notes`);
      expect(listed.body.data[0].author).toEqual({ id: grace.id, name: 'Grace Hopper' });
    });

    it('returns the mentions in the given order with the users names, also when listed', async () => {
      const candidate = await t.factory.candidate();
      const response = await addNote(candidate.id, { body: 'Please review', mentionUserIds: [barbara.id, grace.id, alan.id] });
      expect(response.status).toBe(201);
      const expected = [
        { userId: barbara.id, name: 'Barbara Liskov' },
        { userId: grace.id, name: 'Grace Hopper' },
        { userId: alan.id, name: 'Alan Turing' },
      ];
      expect(response.body.data.mentions).toEqual(expected);
      const [listed] = await notesOf(candidate.id);
      expect(listed.mentions).toEqual(expected);
      const reversed = await addNote(candidate.id, { body: 'Reversed', mentionUserIds: [alan.id, grace.id, barbara.id] });
      expect(reversed.body.data.mentions).toEqual([...expected].reverse());
      expect((await notesOf(candidate.id))[0].mentions).toEqual([...expected].reverse());
    });

    it('accepts mention ids in upper case', async () => {
      const candidate = await t.factory.candidate();
      const response = await addNote(candidate.id, { body: 'Upper', mentionUserIds: [grace.id.toUpperCase()] });
      expect(response.status).toBe(201);
      expect(response.body.data.mentions).toEqual([{ userId: grace.id, name: 'Grace Hopper' }]);
    });

    it('accepts an empty mention list', async () => {
      const candidate = await t.factory.candidate();
      const response = await addNote(candidate.id, { body: 'No one', mentionUserIds: [] });
      expect(response.status).toBe(201);
      expect(response.body.data.mentions).toEqual([]);
    });

    it('answers 422 naming mentionUserIds.N for each mention that is not a user, and creates nothing', async () => {
      const candidate = await t.factory.candidate();
      expectValidationError(await addNote(candidate.id, { body: 'Hi', mentionUserIds: [grace.id, UNKNOWN_UUID] }), body('mentionUserIds.1'));
      expectValidationError(
        await addNote(candidate.id, { body: 'Hi', mentionUserIds: [NIL_UUID, alan.id, MAX_UUID] }),
        body('mentionUserIds.0', 'mentionUserIds.2'),
      );
      expectValidationError(await addNote(candidate.id, { body: 'Hi', mentionUserIds: [candidate.id] }), body('mentionUserIds.0'));
      expect(await notesOf(candidate.id)).toEqual([]);
    });

    it.each([
      ['a malformed id', ['not-a-uuid']],
      ['a number', [42]],
      ['a duplicate', 'DUPLICATE'],
      ['a string instead of an array', 'STRING'],
      ['null', null],
    ])('refuses mentionUserIds with %s', async (_label, value) => {
      const candidate = await t.factory.candidate();
      const mentionUserIds = value === 'DUPLICATE' ? [grace.id, alan.id, grace.id.toUpperCase()] : value === 'STRING' ? grace.id : value;
      expectValidationError(await addNote(candidate.id, { body: 'Hi', mentionUserIds }), body('mentionUserIds'));
    });

    it('accepts 50 mentions and refuses 51', async () => {
      const users = await Promise.all(Array.from({ length: 51 }, (_, index) => t.factory.user({ name: `Mentioned ${String(index).padStart(2, '0')}` })));
      const candidate = await t.factory.candidate();
      const fifty = users.slice(0, 50).reverse();
      const response = await addNote(candidate.id, { body: 'Everyone', mentionUserIds: fifty.map((user) => user.id) });
      expect(response.status).toBe(201);
      expect(response.body.data.mentions).toEqual(fifty.map((user) => ({ userId: user.id, name: user.name })));
      expectValidationError(await addNote(candidate.id, { body: 'Too many', mentionUserIds: users.map((user) => user.id) }), body('mentionUserIds'));
    });

    it('takes a body of 1 to 20000 characters', async () => {
      const candidate = await t.factory.candidate();
      for (const length of [1, 20000]) {
        const response = await addNote(candidate.id, { body: 'b'.repeat(length) });
        expect(response.status).toBe(201);
        expect(response.body.data.body).toBe('b'.repeat(length));
      }
      for (const length of [0, 20001]) expectValidationError(await addNote(candidate.id, { body: 'b'.repeat(length) }), body('body'));
      expect(await notesOf(candidate.id)).toHaveLength(2);
    });

    it.each([
      ['no body field', {}, ['body']],
      ['a null body', { body: null }, ['body']],
      ['a number body', { body: 42 }, ['body']],
      ['an object body', { body: { text: 'hi' } }, ['body']],
      ['an unknown key', { body: 'Hi', pinned: true }, ['pinned']],
      ['an author in the body', { body: 'Hi', authorId: UNKNOWN_UUID }, ['authorId']],
      ['response-only fields', { body: 'Hi', id: UNKNOWN_UUID, createdAt: '2026-01-01T00:00:00.000Z' }, ['id', 'createdAt']],
      ['several broken rules', { body: '', mentionUserIds: 'x', extra: 1 }, ['body', 'mentionUserIds', 'extra']],
    ])('refuses %s', async (_label, payload, paths) => {
      const candidate = await t.factory.candidate();
      expectValidationError(await addNote(candidate.id, payload), body(...paths));
      expect(await notesOf(candidate.id)).toEqual([]);
    });

    it('records note.created with the note as entity and the candidate in metadata', async () => {
      const candidate = await t.factory.candidate();
      const note = (await addNote(candidate.id, { body: 'Event' })).body.data;
      const events = await activityOf(t.api, note.id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ type: 'note.created', entityType: 'note', entityId: note.id, actor: admin, metadata: { candidateId: candidate.id } });
    });

    it('answers 401 without a key and 403 without candidates:write', async () => {
      const candidate = await t.factory.candidate();
      expectUnauthorized(await t.as(undefined).post(`/candidates/${candidate.id}/notes`, { body: 'Hi' }));
      expectForbidden(await t.as(readOnlyKey).post(`/candidates/${candidate.id}/notes`, { body: 'Hi' }), 'candidates:write');
      expect(await notesOf(candidate.id)).toEqual([]);
      expect((await t.as(writeOnlyKey).post(`/candidates/${candidate.id}/notes`, { body: 'Hi' })).status).toBe(201);
    });
  });

  describe('GET /candidates/{id}/notes', () => {
    it("lists only this candidate's notes, newest first, in the list envelope", async () => {
      const candidate = await t.factory.candidate();
      const other = await t.factory.candidate();
      const first = (await addNote(candidate.id, { body: 'first' })).body.data;
      expect((await addNote(other.id, { body: 'elsewhere' })).status).toBe(201);
      const second = (await addNote(candidate.id, { body: 'second', mentionUserIds: [alan.id] })).body.data;
      const response = await t.api.get(`/candidates/${candidate.id}/notes`);
      expectListEnvelope(response, 20);
      for (const note of response.body.data) expectNoteShape(note);
      expect(response.body.data).toEqual([second, first]);
      expect(response.body.meta.pagination).toEqual({ nextCursor: null, hasMore: false, limit: 20 });
    });

    it('returns an empty page for a candidate without notes', async () => {
      const candidate = await t.factory.candidate();
      const response = await t.api.get(`/candidates/${candidate.id}/notes`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: [], meta: { pagination: { nextCursor: null, hasMore: false, limit: 20 } } });
    });

    it('pages with the cursor across more notes than the limit: every note once, newest first', async () => {
      const candidate = await t.factory.candidate();
      const created = [];
      for (let index = 0; index < 23; index++)
        created.push((await addNote(candidate.id, { body: `note ${index}`, mentionUserIds: index % 5 === 0 ? [grace.id, alan.id] : [] })).body.data);
      const newestFirst = [...created].reverse();

      const firstPage = await t.api.get(`/candidates/${candidate.id}/notes`);
      expectListEnvelope(firstPage, 20);
      expect(firstPage.body.data).toEqual(newestFirst.slice(0, 20));
      expect(firstPage.body.meta.pagination.hasMore).toBe(true);

      const { rows, pages } = await walkPages(t.api, `/candidates/${candidate.id}/notes`, 10);
      expect(pages).toBe(3);
      expect(rows).toEqual(newestFirst);
      expect(new Set(rows.map((row) => row.id)).size).toBe(23);
      expectNewestFirst(rows);

      const exact = await walkPages(t.api, `/candidates/${candidate.id}/notes`, 23);
      expect(exact.pages).toBe(1);
      expect(exact.rows).toEqual(newestFirst);
      const single = await walkPages(t.api, `/candidates/${candidate.id}/notes`, 1);
      expect(single.pages).toBe(23);
      expect(single.rows).toEqual(newestFirst);
    });

    it('does not mix in notes added to the candidate after the first page', async () => {
      const candidate = await t.factory.candidate();
      const created = [];
      for (let index = 0; index < 6; index++) created.push((await addNote(candidate.id, { body: `n${index}` })).body.data);
      const first = await t.api.get(`/candidates/${candidate.id}/notes`).query({ limit: '4' });
      const late = (await addNote(candidate.id, { body: 'late' })).body.data;
      const second = await t.api.get(`/candidates/${candidate.id}/notes`).query({ limit: '4', cursor: first.body.meta.pagination.nextCursor });
      expectListEnvelope(second, 4);
      expect([...first.body.data, ...second.body.data]).toEqual([...created].reverse());
      expect(second.body.meta.pagination.hasMore).toBe(false);
      expect((await notesOf(candidate.id))[0]).toEqual(late);
    });

    it.each([
      ['cursor=garbage', 'cursor'],
      ['author=me', 'author'],
    ])('answers 422 for %s', async (query, path) => {
      const candidate = await t.factory.candidate();
      expectValidationError(await t.api.get(`/candidates/${candidate.id}/notes?${query}`), [{ location: 'query', path }]);
    });
  });
});
