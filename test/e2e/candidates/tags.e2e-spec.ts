import { createTestApp, type TestApp } from '../../helpers/test-app';
import { MAX_UUID, NIL_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import {
  activityOf,
  adminUser,
  body,
  expectError,
  expectForbidden,
  expectListEnvelope,
  expectNewestFirst,
  expectTagShape,
  expectUnauthorized,
  expectValidationError,
  unique,
  walkPages,
} from '../../kits/candidates-kit';

/** POST /candidates/{id}/tags, list and remove tags (docs/api/resources.md#tags). */
describe('candidate tags', () => {
  let t: TestApp;
  let readOnlyKey: string;
  let writeOnlyKey: string;
  beforeAll(async () => {
    t = await createTestApp();
    readOnlyKey = (await t.factory.apiKey(['candidates:read'])).key;
    writeOnlyKey = (await t.factory.apiKey(['candidates:write'])).key;
  });
  afterAll(async () => t?.close());

  const addTag = (candidateId: string, payload: unknown) => t.api.post(`/candidates/${candidateId}/tags`, payload);
  const tagEvents = async (candidateId: string, type: string) => (await activityOf(t.api, candidateId)).filter((event) => event.type === type);

  describe('POST /candidates/{id}/tags', () => {
    it('answers 201 with exactly id, label and createdAt when the tag is newly attached', async () => {
      const candidate = await t.factory.candidate();
      const label = `Senior-${unique()}`;
      const before = Date.now();
      const response = await addTag(candidate.id, { label });
      expect(response.status).toBe(201);
      expect(Object.keys(response.body).sort()).toEqual(['data', 'meta']);
      expect(response.body.meta).toEqual({});
      expectTagShape(response.body.data);
      expect(response.body.data.label).toBe(label);
      expect(Date.parse(response.body.data.createdAt)).toBeGreaterThanOrEqual(before);
    });

    it('answers 200 with the same tag when the candidate already has it, in any letter case', async () => {
      const candidate = await t.factory.candidate();
      const label = `Remote-${unique()}`;
      const first = await addTag(candidate.id, { label });
      expect(first.status).toBe(201);
      for (const variant of [label, label.toUpperCase(), label.toLowerCase()]) {
        const again = await addTag(candidate.id, { label: variant });
        expect(again.status).toBe(200);
        expect(again.body).toEqual({ data: first.body.data, meta: {} });
      }
      const list = await t.api.get(`/candidates/${candidate.id}/tags`);
      expect(list.body.data).toEqual([first.body.data]);
    });

    it('shares one tag per label across candidates regardless of letter case', async () => {
      const suffix = unique();
      const [a, b, c] = [await t.factory.candidate(), await t.factory.candidate(), await t.factory.candidate()];
      const first = await addTag(a.id, { label: `Senior${suffix}` });
      const second = await addTag(b.id, { label: `senior${suffix}` });
      const third = await addTag(c.id, { label: `SENIOR${suffix}` });
      expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
      // The first spelling is the tag's label.
      expect(second.body.data).toEqual(first.body.data);
      expect(third.body.data).toEqual(first.body.data);
      expect(first.body.data.label).toBe(`Senior${suffix}`);
      const other = await addTag(a.id, { label: `Junior${suffix}` });
      expect(other.status).toBe(201);
      expect(other.body.data.id).not.toBe(first.body.data.id);
    });

    it('records candidate.tag_added once, only when the tag is newly attached', async () => {
      const admin = await adminUser(t.api);
      const candidate = await t.factory.candidate();
      const label = `Event-${unique()}`;
      const tag = await addTag(candidate.id, { label });
      expect((await addTag(candidate.id, { label })).status).toBe(200);
      const events = await tagEvents(candidate.id, 'candidate.tag_added');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        entityType: 'candidate',
        entityId: candidate.id,
        actor: admin,
        metadata: { tagId: tag.body.data.id, label },
      });
    });

    it.each([1, 40])('accepts a label of %i characters', async (length) => {
      const candidate = await t.factory.candidate();
      // The same label text would be one shared tag; make each length's label distinct from earlier runs.
      const label = `${unique()}${'l'.repeat(Math.max(0, length - 10))}`.slice(0, length);
      const response = await addTag(candidate.id, { label });
      expect(response.status).toBe(201);
      expect(response.body.data.label).toBe(label);
      expect(response.body.data.label).toHaveLength(length);
    });

    it.each([
      ['an empty label', { label: '' }],
      ['a label of 41 characters', { label: 'l'.repeat(41) }],
      ['no label', {}],
      ['a null label', { label: null }],
      ['a number label', { label: 42 }],
      ['an array label', { label: ['senior'] }],
      ['an object label', { label: { text: 'senior' } }],
    ])('refuses %s', async (_label, payload) => {
      const candidate = await t.factory.candidate();
      expectValidationError(await addTag(candidate.id, payload), body('label'));
      expect((await t.api.get(`/candidates/${candidate.id}/tags`)).body.data).toEqual([]);
    });

    it('refuses unknown and response-only keys, with every broken rule reported', async () => {
      const candidate = await t.factory.candidate();
      expectValidationError(await addTag(candidate.id, { label: 'ok', color: 'red' }), body('color'));
      expectValidationError(await addTag(candidate.id, { label: 'ok', id: UNKNOWN_UUID, createdAt: '2026-01-01T00:00:00.000Z' }), body('id', 'createdAt'));
      expectValidationError(await addTag(candidate.id, { label: '', color: 'red' }), body('label', 'color'));
    });

    it('refuses a body that is not an object', async () => {
      const candidate = await t.factory.candidate();
      const response = await t.api.post(`/candidates/${candidate.id}/tags`).set('Content-Type', 'application/json').send('["senior"]');
      expectValidationError(response, body(''));
    });

    it('checks the body before the existence of the candidate', async () => {
      expectValidationError(await addTag(UNKNOWN_UUID, { label: '' }), body('label'));
    });

    it('answers 401 without a key and 403 without candidates:write', async () => {
      const candidate = await t.factory.candidate();
      expectUnauthorized(await t.as(undefined).post(`/candidates/${candidate.id}/tags`, { label: 'senior' }));
      expectForbidden(await t.as(readOnlyKey).post(`/candidates/${candidate.id}/tags`, { label: 'senior' }), 'candidates:write');
      expectForbidden(await t.as(readOnlyKey).post(`/candidates/${candidate.id}/tags`, { label: '' }), 'candidates:write');
      expect((await t.api.get(`/candidates/${candidate.id}/tags`)).body.data).toEqual([]);
      expect((await t.as(writeOnlyKey).post(`/candidates/${candidate.id}/tags`, { label: `w-${unique()}` })).status).toBe(201);
    });

    it('survives 10 simultaneous adds of one new label to one candidate: one 201, the rest 200, one tag, one event', async () => {
      const candidate = await t.factory.candidate();
      const label = `Race-${unique()}`;
      const variants = Array.from({ length: 10 }, (_, index) => (index % 2 ? label.toUpperCase() : label.toLowerCase()));
      const responses = await Promise.all(variants.map((variant) => addTag(candidate.id, { label: variant })));
      expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(responses.map((response) => response.body.data.id)).size).toBe(1);
      expect(new Set(responses.map((response) => response.body.data.label)).size).toBe(1);
      const list = await t.api.get(`/candidates/${candidate.id}/tags`);
      expect(list.body.data).toHaveLength(1);
      expect(await tagEvents(candidate.id, 'candidate.tag_added')).toHaveLength(1);
    });

    it('survives simultaneous adds of one new label to many candidates: every one 201, one shared tag', async () => {
      const candidates = await Promise.all(Array.from({ length: 8 }, () => t.factory.candidate()));
      const label = `Shared-${unique()}`;
      const responses = await Promise.all(candidates.map((candidate, index) => addTag(candidate.id, { label: index % 2 ? label.toUpperCase() : label })));
      expect(responses.map((response) => response.status)).toEqual(Array(8).fill(201));
      expect(new Set(responses.map((response) => response.body.data.id)).size).toBe(1);
      const tagged = await t.api.get('/candidates').query({ tag: label });
      expect(tagged.body.data.map((row: { id: string }) => row.id).sort()).toEqual(candidates.map((candidate) => candidate.id).sort());
    });
  });

  describe('GET /candidates/{id}/tags', () => {
    it("lists the candidate's tags in the list envelope, newest first, and walks pages without duplicates or gaps", async () => {
      const candidate = await t.factory.candidate();
      const other = await t.factory.candidate();
      const added = [];
      for (let index = 0; index < 7; index++) added.push((await addTag(candidate.id, { label: `page-${index}-${unique()}` })).body.data);
      expect((await addTag(other.id, { label: `other-${unique()}` })).status).toBe(201);
      const response = await t.api.get(`/candidates/${candidate.id}/tags`);
      expectListEnvelope(response, 20);
      for (const tag of response.body.data) expectTagShape(tag);
      expect(response.body.data).toEqual([...added].reverse());
      const { rows, pages } = await walkPages(t.api, `/candidates/${candidate.id}/tags`, 3);
      expect(pages).toBe(3);
      expect(rows).toEqual([...added].reverse());
      expectNewestFirst(rows);
    });

    it('returns an empty page for a candidate without tags', async () => {
      const candidate = await t.factory.candidate();
      const response = await t.api.get(`/candidates/${candidate.id}/tags`);
      expectListEnvelope(response, 20);
      expect(response.body).toEqual({ data: [], meta: { pagination: { nextCursor: null, hasMore: false, limit: 20 } } });
    });

    it.each([
      ['cursor=garbage', 'cursor'],
      ['label=x', 'label'],
    ])('answers 422 for %s', async (query, path) => {
      const candidate = await t.factory.candidate();
      expectValidationError(await t.api.get(`/candidates/${candidate.id}/tags?${query}`), [{ location: 'query', path }]);
    });
  });

  describe('DELETE /candidates/{id}/tags/{tagId}', () => {
    it('detaches the tag (200 {deleted: true}), then 404; other candidates keep it; candidate.tag_removed is recorded', async () => {
      const admin = await adminUser(t.api);
      const candidate = await t.factory.candidate();
      const other = await t.factory.candidate();
      const label = `Remove-${unique()}`;
      const tag = (await addTag(candidate.id, { label })).body.data;
      const kept = (await addTag(candidate.id, { label: `Keep-${unique()}` })).body.data;
      expect((await addTag(other.id, { label })).status).toBe(201);

      const response = await t.api.delete(`/candidates/${candidate.id}/tags/${tag.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { deleted: true }, meta: {} });

      expect((await t.api.get(`/candidates/${candidate.id}/tags`)).body.data).toEqual([kept]);
      expect((await t.api.get(`/candidates/${other.id}/tags`)).body.data).toEqual([tag]);
      expect((await t.api.get('/candidates').query({ tag: label })).body.data.map((row: { id: string }) => row.id)).toEqual([other.id]);
      expectError(await t.api.delete(`/candidates/${candidate.id}/tags/${tag.id}`), 404, 'NOT_FOUND');

      const removed = await tagEvents(candidate.id, 'candidate.tag_removed');
      expect(removed).toHaveLength(1);
      expect(removed[0]).toMatchObject({ entityType: 'candidate', entityId: candidate.id, actor: admin, metadata: { tagId: tag.id, label } });

      // Attaching it again is a new attachment of the same tag.
      const again = await addTag(candidate.id, { label: label.toLowerCase() });
      expect(again.status).toBe(201);
      expect(again.body.data).toEqual(tag);
      expect(await tagEvents(candidate.id, 'candidate.tag_added')).toHaveLength(3);
    });

    it('accepts the ids in upper case', async () => {
      const candidate = await t.factory.candidate();
      const tag = (await addTag(candidate.id, { label: `Upper-${unique()}` })).body.data;
      const response = await t.api.delete(`/candidates/${candidate.id.toUpperCase()}/tags/${tag.id.toUpperCase()}`);
      expect(response.status).toBe(200);
      expect((await t.api.get(`/candidates/${candidate.id}/tags`)).body.data).toEqual([]);
    });

    it('answers 404 for a tag that exists but is not on this candidate, and for unknown tags', async () => {
      const candidate = await t.factory.candidate();
      const other = await t.factory.candidate();
      const foreign = (await addTag(other.id, { label: `Foreign-${unique()}` })).body.data;
      for (const tagId of [foreign.id, NIL_UUID, MAX_UUID, UNKNOWN_UUID]) {
        expectError(await t.api.delete(`/candidates/${candidate.id}/tags/${tagId}`), 404, 'NOT_FOUND');
      }
      expect((await t.api.get(`/candidates/${other.id}/tags`)).body.data).toEqual([foreign]);
      expect(await tagEvents(candidate.id, 'candidate.tag_removed')).toEqual([]);
    });

    it.each([NIL_UUID, MAX_UUID, UNKNOWN_UUID])('answers 404 for the unknown candidate %s', async (id) => {
      const other = await t.factory.candidate();
      const tag = (await addTag(other.id, { label: `X-${unique()}` })).body.data;
      expectError(await t.api.delete(`/candidates/${id}/tags/${tag.id}`), 404, 'NOT_FOUND');
    });

    it('answers 401 without a key and 403 without candidates:write, and keeps the tag', async () => {
      const candidate = await t.factory.candidate();
      const tag = (await addTag(candidate.id, { label: `Auth-${unique()}` })).body.data;
      expectUnauthorized(await t.as(undefined).delete(`/candidates/${candidate.id}/tags/${tag.id}`));
      expectForbidden(await t.as(readOnlyKey).delete(`/candidates/${candidate.id}/tags/${tag.id}`), 'candidates:write');
      expect((await t.api.get(`/candidates/${candidate.id}/tags`)).body.data).toEqual([tag]);
      expect((await t.as(writeOnlyKey).delete(`/candidates/${candidate.id}/tags/${tag.id}`)).status).toBe(200);
    });
  });
});
