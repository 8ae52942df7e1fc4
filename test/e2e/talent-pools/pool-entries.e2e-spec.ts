import { createTestApp, type TestApp } from '../../helpers/test-app';
import { MAX_UUID, NIL_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectUnauthorized, expectValidationError } from '../../helpers/assertions';
import { activityOf, adminUser, body, expectListEnvelope, expectNewestFirst, walkPages } from '../../helpers/common';
import { addEntry, createPool, expectEntryShape } from '../../kits/talent-pools-kit';

/** POST/GET /talent-pools/{id}/entries and DELETE /pool-entries/{id} (docs/api/resources.md#talent-pools). */
describe('talent pool entries', () => {
  let t: TestApp;
  let admin: { id: string; name: string };
  let recruiter: Record<string, any>;
  let recruiterKey: string;
  let readOnlyKey: string;
  let writeOnlyKey: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    admin = await adminUser(t.api);
    recruiter = await t.factory.user({ name: 'Rita Recruiter' });
    recruiterKey = (await t.factory.apiKey(['talent_pools:write', 'talent_pools:read'], { ownerId: recruiter.id })).key;
    readOnlyKey = (await t.factory.apiKey(['talent_pools:read'])).key;
    writeOnlyKey = (await t.factory.apiKey(['talent_pools:write'])).key;
  });
  afterAll(async () => t?.close());

  const entries = async (poolId: string) => (await walkPages(t.api, `/talent-pools/${poolId}/entries`, 100)).rows;
  const eventsOf = async (candidateId: string, type: string) => (await activityOf(t.api, candidateId)).filter((event) => event.type === type);

  describe('POST /talent-pools/{id}/entries', () => {
    it('answers 201 with exactly id, poolId, candidateId, note, addedById and createdAt; addedById is the key owner', async () => {
      const pool = await createPool(t.api);
      const candidate = await t.factory.candidate();
      const before = Date.now();
      const response = await t.as(recruiterKey).post(`/talent-pools/${pool.id}/entries`, { candidateId: candidate.id, note: 'Call back in May' });
      expect(response.status).toBe(201);
      expect(response.body.meta).toEqual({});
      const entry = response.body.data;
      expectEntryShape(entry);
      expect(entry).toMatchObject({ poolId: pool.id, candidateId: candidate.id, note: 'Call back in May', addedById: recruiter.id });
      expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(before - 5);
      expect(await entries(pool.id)).toEqual([entry]);
    });

    it('records talent_pool.entry_added about the candidate, by the key owner, with poolId and entryId', async () => {
      const pool = await createPool(t.api);
      const candidate = await t.factory.candidate();
      const entry = (await t.as(recruiterKey).post(`/talent-pools/${pool.id}/entries`, { candidateId: candidate.id })).body.data;
      const events = await eventsOf(candidate.id, 'talent_pool.entry_added');
      expect(events).toEqual([
        {
          id: expect.any(String),
          type: 'talent_pool.entry_added',
          entityType: 'candidate',
          entityId: candidate.id,
          actor: { id: recruiter.id, name: 'Rita Recruiter' },
          metadata: { poolId: pool.id, entryId: entry.id },
          createdAt: expect.any(String),
        },
      ]);
      const feed = await t.api.get('/activity-events').query({ entityType: 'candidate', entityId: candidate.id });
      expect(feed.body.data.map((event: { type: string }) => event.type)).toContain('talent_pool.entry_added');
    });

    it('sets note to null when omitted or null, and keeps notes of 0 and 2000 characters', async () => {
      const pool = await createPool(t.api);
      expect((await addEntry(t.api, pool.id, (await t.factory.candidate()).id)).note).toBeNull();
      expect((await addEntry(t.api, pool.id, (await t.factory.candidate()).id, { note: null })).note).toBeNull();
      expect((await addEntry(t.api, pool.id, (await t.factory.candidate()).id, { note: '' })).note).toBe('');
      expect((await addEntry(t.api, pool.id, (await t.factory.candidate()).id, { note: 'n'.repeat(2000) })).note).toBe('n'.repeat(2000));
    });

    it('answers 409 CONFLICT when the candidate is already in the pool (any letter case of the id), and records nothing', async () => {
      const pool = await createPool(t.api);
      const candidate = await t.factory.candidate();
      const entry = await addEntry(t.api, pool.id, candidate.id);
      const error = expectError(await t.api.post(`/talent-pools/${pool.id}/entries`, { candidateId: candidate.id, note: 'again' }), 409, 'CONFLICT');
      expect(error.message).toContain(candidate.id);
      expectError(await t.api.post(`/talent-pools/${pool.id}/entries`, { candidateId: candidate.id.toUpperCase() }), 409, 'CONFLICT');
      expect(await entries(pool.id)).toEqual([entry]);
      expect(await eventsOf(candidate.id, 'talent_pool.entry_added')).toHaveLength(1);
    });

    it('lets one candidate be in several pools', async () => {
      const candidate = await t.factory.candidate();
      const [a, b] = [await createPool(t.api), await createPool(t.api)];
      const first = await addEntry(t.api, a.id, candidate.id);
      const second = await addEntry(t.api, b.id, candidate.id);
      expect(first.id).not.toBe(second.id);
      expect(await entries(a.id)).toEqual([first]);
      expect(await entries(b.id)).toEqual([second]);
    });

    it('survives 10 simultaneous adds of one candidate to one pool: one 201, nine 409, one entry, one event', async () => {
      const pool = await createPool(t.api);
      const candidate = await t.factory.candidate();
      const responses = await Promise.all(Array.from({ length: 10 }, () => t.api.post(`/talent-pools/${pool.id}/entries`, { candidateId: candidate.id })));
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
      for (const response of responses.filter((r) => r.status === 409)) expectError(response, 409, 'CONFLICT');
      expect(await entries(pool.id)).toHaveLength(1);
      expect(await eventsOf(candidate.id, 'talent_pool.entry_added')).toHaveLength(1);
    });

    it.each([NIL_UUID, MAX_UUID, UNKNOWN_UUID])('answers 422 naming candidateId for the unknown candidate %s', async (candidateId) => {
      const pool = await createPool(t.api);
      const [issue] = expectValidationError(await t.api.post(`/talent-pools/${pool.id}/entries`, { candidateId }), body('candidateId'));
      expect(issue.message).toMatch(/not a candidate/);
      expect(await entries(pool.id)).toEqual([]);
    });

    it.each([
      ['no candidateId', {}, ['candidateId']],
      ['a null candidateId', { candidateId: null }, ['candidateId']],
      ['a malformed candidateId', { candidateId: 'abc' }, ['candidateId']],
      ['a number candidateId', { candidateId: 42 }, ['candidateId']],
      ['a note of 2001 characters', { note: 'n'.repeat(2001) }, ['note']],
      ['a number note', { note: 1 }, ['note']],
      ['an unknown key', { rank: 1 }, ['rank']],
      [
        'response-only keys',
        { id: UNKNOWN_UUID, poolId: UNKNOWN_UUID, addedById: UNKNOWN_UUID, createdAt: '2026-01-01T00:00:00.000Z' },
        ['id', 'poolId', 'addedById', 'createdAt'],
      ],
    ])('refuses %s with 422', async (_label, payload, paths) => {
      const pool = await createPool(t.api);
      const candidate = await t.factory.candidate();
      const full = 'candidateId' in payload || paths.includes('candidateId') ? payload : { candidateId: candidate.id, ...payload };
      expectValidationError(await t.api.post(`/talent-pools/${pool.id}/entries`, full), body(...paths));
      expect(await entries(pool.id)).toEqual([]);
    });

    it('checks the body before the pool, and the pool before the candidate', async () => {
      expectValidationError(await t.api.post(`/talent-pools/${UNKNOWN_UUID}/entries`, { candidateId: 'abc' }), body('candidateId'));
      expectError(await t.api.post(`/talent-pools/${UNKNOWN_UUID}/entries`, { candidateId: UNKNOWN_UUID }), 404, 'NOT_FOUND');
    });

    it('answers 401 without a key and 403 without talent_pools:write', async () => {
      const pool = await createPool(t.api);
      const candidate = await t.factory.candidate();
      expectUnauthorized(await t.as(undefined).post(`/talent-pools/${pool.id}/entries`, { candidateId: candidate.id }));
      expectForbidden(await t.as(readOnlyKey).post(`/talent-pools/${pool.id}/entries`, { candidateId: candidate.id }), 'talent_pools:write');
      expect(await entries(pool.id)).toEqual([]);
      expect((await t.as(writeOnlyKey).post(`/talent-pools/${pool.id}/entries`, { candidateId: candidate.id })).status).toBe(201);
    });

    it("removes a candidate's entries when the candidate is erased", async () => {
      const pool = await createPool(t.api);
      const kept = await addEntry(t.api, pool.id, (await t.factory.candidate()).id);
      const erased = await t.factory.candidate();
      await addEntry(t.api, pool.id, erased.id);
      expect((await t.api.delete(`/candidates/${erased.id}`)).status).toBe(200);
      expect(await entries(pool.id)).toEqual([kept]);
    });
  });

  describe('GET /talent-pools/{id}/entries', () => {
    it("lists only this pool's entries, newest first, and walks pages without gaps or duplicates", async () => {
      const pool = await createPool(t.api);
      const other = await createPool(t.api);
      const made = [];
      for (let index = 0; index < 7; index++) made.push(await addEntry(t.api, pool.id, (await t.factory.candidate()).id));
      await addEntry(t.api, other.id, made[0].candidateId);
      const first = await t.api.get(`/talent-pools/${pool.id}/entries`);
      expectListEnvelope(first, 20);
      for (const entry of first.body.data) expectEntryShape(entry);
      expect(first.body.data).toEqual([...made].reverse());
      const { rows, pages } = await walkPages(t.api, `/talent-pools/${pool.id}/entries`, 3);
      expect(pages).toBe(3);
      expect(rows).toEqual([...made].reverse());
      expectNewestFirst(rows);
    });

    it('returns an empty page for an empty pool', async () => {
      const pool = await createPool(t.api);
      expect((await t.api.get(`/talent-pools/${pool.id}/entries`)).body).toEqual({
        data: [],
        meta: { pagination: { nextCursor: null, hasMore: false, limit: 20 } },
      });
    });

    it.each([
      ['cursor=garbage', 'cursor'],
      ['candidateId=x', 'candidateId'],
    ])('answers 422 for %s', async (query, path) => {
      const pool = await createPool(t.api);
      expectValidationError(await t.api.get(`/talent-pools/${pool.id}/entries?${query}`), [{ location: 'query', path }]);
    });
  });

  describe('DELETE /pool-entries/{id}', () => {
    it('answers 200 { deleted: true }, removes the entry, records talent_pool.entry_removed, then 404', async () => {
      const pool = await createPool(t.api);
      const candidate = await t.factory.candidate();
      const entry = await addEntry(t.api, pool.id, candidate.id);
      const kept = await addEntry(t.api, pool.id, (await t.factory.candidate()).id);
      const response = await t.as(recruiterKey).delete(`/pool-entries/${entry.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { deleted: true }, meta: {} });
      expect(await entries(pool.id)).toEqual([kept]);
      expectError(await t.api.delete(`/pool-entries/${entry.id}`), 404, 'NOT_FOUND');

      const removed = await eventsOf(candidate.id, 'talent_pool.entry_removed');
      expect(removed).toEqual([
        {
          id: expect.any(String),
          type: 'talent_pool.entry_removed',
          entityType: 'candidate',
          entityId: candidate.id,
          actor: { id: recruiter.id, name: 'Rita Recruiter' },
          metadata: { poolId: pool.id, entryId: entry.id },
          createdAt: expect.any(String),
        },
      ]);
      expect((await eventsOf(candidate.id, 'talent_pool.entry_added'))[0].actor).toEqual(admin);
    });

    it('lets the candidate be added again after removal (a new entry)', async () => {
      const pool = await createPool(t.api);
      const candidate = await t.factory.candidate();
      const entry = await addEntry(t.api, pool.id, candidate.id);
      expect((await t.api.delete(`/pool-entries/${entry.id}`)).status).toBe(200);
      const again = await addEntry(t.api, pool.id, candidate.id);
      expect(again.id).not.toBe(entry.id);
      expect(await entries(pool.id)).toEqual([again]);
    });

    it('accepts the id in upper case', async () => {
      const pool = await createPool(t.api);
      const entry = await addEntry(t.api, pool.id, (await t.factory.candidate()).id);
      expect((await t.api.delete(`/pool-entries/${entry.id.toUpperCase()}`)).status).toBe(200);
      expect(await entries(pool.id)).toEqual([]);
    });

    it('survives simultaneous deletes of one entry: one 200, the rest 404, one event', async () => {
      const pool = await createPool(t.api);
      const candidate = await t.factory.candidate();
      const entry = await addEntry(t.api, pool.id, candidate.id);
      const responses = await Promise.all(Array.from({ length: 5 }, () => t.api.delete(`/pool-entries/${entry.id}`)));
      expect(responses.map((response) => response.status).sort()).toEqual([200, 404, 404, 404, 404]);
      expect(await eventsOf(candidate.id, 'talent_pool.entry_removed')).toHaveLength(1);
    });

    it('answers 404 for the id of a pool or a candidate (only entry ids name entries)', async () => {
      const pool = await createPool(t.api);
      const candidate = await t.factory.candidate();
      await addEntry(t.api, pool.id, candidate.id);
      expectError(await t.api.delete(`/pool-entries/${pool.id}`), 404, 'NOT_FOUND');
      expectError(await t.api.delete(`/pool-entries/${candidate.id}`), 404, 'NOT_FOUND');
      expect(await entries(pool.id)).toHaveLength(1);
    });

    it('answers 401 without a key and 403 without talent_pools:write, and keeps the entry', async () => {
      const pool = await createPool(t.api);
      const entry = await addEntry(t.api, pool.id, (await t.factory.candidate()).id);
      expectUnauthorized(await t.as(undefined).delete(`/pool-entries/${entry.id}`));
      expectForbidden(await t.as(readOnlyKey).delete(`/pool-entries/${entry.id}`), 'talent_pools:write');
      expectForbidden(await t.as(readOnlyKey).delete('/pool-entries/abc'), 'talent_pools:write');
      expect(await entries(pool.id)).toEqual([entry]);
      expect((await t.as(writeOnlyKey).delete(`/pool-entries/${entry.id}`)).status).toBe(200);
    });
  });
});
