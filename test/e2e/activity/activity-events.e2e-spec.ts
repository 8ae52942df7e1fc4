import { createTestApp, type TestApp } from '../../helpers/test-app';
import { MAX_UUID, NIL_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectPage, expectSuccess, expectUnauthorized, expectValidationError, TIMESTAMP } from '../../helpers/assertions';

const EVENT_FIELDS = ['id', 'entityType', 'entityId', 'type', 'actor', 'metadata', 'createdAt'].sort();

/** GET /api/v1/activity-events (docs/api/events.md#activity-feed). */
describe('GET /activity-events', () => {
  let t: TestApp;
  let admin: { id: string; name: string };
  let recruiter: Record<string, any>;
  let recruiterKey: string;
  const candidates: Array<Record<string, any>> = [];
  const notes: Array<Record<string, any>> = [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.db.query(`SELECT id, name FROM users WHERE name = 'Admin'`))[0];
    recruiter = await t.factory.user({ name: 'Rita Recruiter' });
    recruiterKey = (await t.factory.apiKey(['candidates:write', 'candidates:read'], { ownerId: recruiter.id })).key;
    for (let i = 0; i < 12; i++) candidates.push(await t.factory.candidate({ firstName: `Feed${i}` }));
    for (let i = 0; i < 5; i++) {
      const response = await t.as(recruiterKey).post(`/candidates/${candidates[i].id}/notes`, { body: `Note ${i}` });
      notes.push(expectSuccess(response, 201));
    }
  });
  afterAll(async () => t?.close());

  const all = async (query = ''): Promise<any[]> => expectPage(await t.api.get(`/activity-events?limit=100${query}`), 100).items;

  it('returns events with exactly id, entityType, entityId, type, actor {id, name}, metadata, createdAt', async () => {
    const response = await t.api.get('/activity-events');
    const page = expectPage(response, 20);
    expect(page.items).toHaveLength(17);
    expect(page.hasMore).toBe(false);
    for (const event of page.items) {
      expect(Object.keys(event).sort()).toEqual(EVENT_FIELDS);
      expect(Object.keys(event.actor).sort()).toEqual(['id', 'name']);
      expect(event.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(event.createdAt).toMatch(TIMESTAMP);
      expect(typeof event.metadata).toBe('object');
      expect(Array.isArray(event.metadata)).toBe(false);
      expect(event.metadata).not.toBeNull();
    }
  });

  it('records candidate creation as candidate.created about the candidate, by the key owner', async () => {
    const events = await all(`&entityId=${candidates[3].id}`);
    expect(events).toEqual([
      {
        id: expect.any(String),
        entityType: 'candidate',
        entityId: candidates[3].id,
        type: 'candidate.created',
        actor: { id: admin.id, name: 'Admin' },
        metadata: {},
        createdAt: expect.any(String),
      },
    ]);
    expect(Date.parse(events[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(candidates[3].createdAt) - 1000);
  });

  it('records a note as note.created about the note (entityType note), with the candidate in metadata', async () => {
    const events = await all('&entityType=note');
    expect(events).toHaveLength(5);
    expect(events.map((event) => event.entityId)).toEqual(notes.map((note) => note.id).reverse());
    for (const [index, event] of events.entries()) {
      expect(event).toMatchObject({ entityType: 'note', type: 'note.created', actor: { id: recruiter.id, name: 'Rita Recruiter' } });
      expect(event.metadata).toEqual({ candidateId: candidates[4 - index].id });
    }
  });

  it('filters by entityType', async () => {
    const candidateEvents = await all('&entityType=candidate');
    expect(candidateEvents).toHaveLength(12);
    expect(candidateEvents.every((event) => event.entityType === 'candidate' && event.type === 'candidate.created')).toBe(true);
    for (const entityType of ['application', 'job', 'document', 'task']) expect(await all(`&entityType=${entityType}`)).toEqual([]);
  });

  it('filters by entityId, in either letter case, and combines filters', async () => {
    const noteId = notes[2].id;
    expect((await all(`&entityId=${noteId}`)).map((event) => event.type)).toEqual(['note.created']);
    expect((await all(`&entityId=${noteId.toUpperCase()}`)).map((event) => event.entityId)).toEqual([noteId]);
    expect(await all(`&entityId=${noteId}&entityType=candidate`)).toEqual([]);
    expect(await all(`&entityId=${noteId}&entityType=note`)).toHaveLength(1);
    for (const id of [UNKNOWN_UUID, NIL_UUID, MAX_UUID]) expect(await all(`&entityId=${id}`)).toEqual([]);
  });

  it.each(['person', 'Candidate', 'candidates', 'interview', 'offer', '', 'candidate,note'])('answers 422 to entityType=%p', async (entityType) => {
    expectValidationError(await t.api.get(`/activity-events?entityType=${encodeURIComponent(entityType)}`), [{ location: 'query', path: 'entityType' }]);
  });

  it('answers 422 to a repeated entityType', async () => {
    expectValidationError(await t.api.get('/activity-events?entityType=note&entityType=candidate'), [{ location: 'query', path: 'entityType' }]);
  });

  it.each(['abc', '123', `${UNKNOWN_UUID}0`, '0190a0b4-8a3e-9c2d-9f00-1234567890ab', ''])('answers 422 to entityId=%p', async (entityId) => {
    expectValidationError(await t.api.get(`/activity-events?entityId=${encodeURIComponent(entityId)}`), [{ location: 'query', path: 'entityId' }]);
  });

  it.each(['0', '101', '1.5', '-1', 'abc'])('answers 422 to limit=%p', async (limit) => {
    expectValidationError(await t.api.get(`/activity-events?limit=${limit}`), [{ location: 'query', path: 'limit' }]);
  });

  it('answers 422 to a cursor it did not issue', async () => {
    for (const cursor of [
      'abc',
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from(JSON.stringify(['2026-11-21T10:00:00.000Z', 'a'.repeat(36)])).toString('base64url'),
    ]) {
      expectValidationError(await t.api.get(`/activity-events?cursor=${cursor}`), [{ location: 'query', path: 'cursor' }]);
    }
  });

  it('reports every broken query rule at once', async () => {
    expectValidationError(await t.api.get('/activity-events?limit=0&entityType=person&entityId=nope'), [
      { location: 'query', path: 'limit' },
      { location: 'query', path: 'entityType' },
      { location: 'query', path: 'entityId' },
    ]);
  });

  it('accepts limit 1 and 100', async () => {
    expect(expectPage(await t.api.get('/activity-events?limit=1'), 1).items).toHaveLength(1);
    expect(expectPage(await t.api.get('/activity-events?limit=100'), 100).items).toHaveLength(17);
  });

  it('pages newest first without gaps or duplicates; nextCursor is null exactly on the last page', async () => {
    const everything = await all();
    for (let i = 1; i < everything.length; i++) {
      const [newer, older] = [everything[i - 1], everything[i]];
      expect(newer.createdAt > older.createdAt || (newer.createdAt === older.createdAt && newer.id > older.id)).toBe(true);
    }
    expect(everything.at(-1).entityId).toBe(candidates[0].id);
    expect(everything[0].entityId).toBe(notes[4].id);
    for (const limit of [1, 4, 5, 16, 17]) {
      const seen: any[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = expectPage(await t.api.get(`/activity-events?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`), limit);
        seen.push(...page.items);
        cursor = page.nextCursor;
        pages++;
      } while (cursor !== null && pages <= 20);
      expect(pages).toBe(Math.ceil(everything.length / limit));
      expect(seen).toEqual(everything);
    }
  });

  it('pages a filtered feed with its filter', async () => {
    const first = expectPage(await t.api.get('/activity-events?entityType=candidate&limit=5'), 5);
    const second = expectPage(await t.api.get(`/activity-events?entityType=candidate&limit=5&cursor=${first.nextCursor}`), 5);
    const third = expectPage(await t.api.get(`/activity-events?entityType=candidate&limit=5&cursor=${second.nextCursor}`), 5);
    expect(third.items).toHaveLength(2);
    expect(third.hasMore).toBe(false);
    const ids = [...first.items, ...second.items, ...third.items].map((event) => event.entityId);
    expect(ids).toEqual(candidates.map((candidate) => candidate.id).reverse());
  });

  it('keeps paging stable while new events arrive', async () => {
    const before = await all();
    const first = expectPage(await t.api.get('/activity-events?limit=6'), 6);
    const added = await t.factory.candidate({ firstName: 'Latecomer' });
    const rest: any[] = [];
    let cursor = first.nextCursor;
    while (cursor !== null) {
      const page = expectPage(await t.api.get(`/activity-events?limit=6&cursor=${cursor}`), 6);
      rest.push(...page.items);
      cursor = page.nextCursor;
    }
    expect([...first.items, ...rest]).toEqual(before);
    const after = await all();
    expect(after[0]).toMatchObject({ entityId: added.id, type: 'candidate.created' });
    expect(after.slice(1)).toEqual(before);
  });

  it('writes no event for a request that fails', async () => {
    const count = (await all()).length;
    expectValidationError(await t.api.post('/candidates', { firstName: '' }), [
      { location: 'body', path: 'firstName' },
      { location: 'body', path: 'lastName' },
      { location: 'body', path: 'email' },
    ]);
    expectError(await t.api.post('/candidates', { firstName: 'Dup', lastName: 'Licate', email: candidates[0].email.toUpperCase() }), 409, 'CONFLICT');
    expectError(await t.api.post(`/candidates/${UNKNOWN_UUID}/notes`, { body: 'lost' }), 404, 'NOT_FOUND');
    expect(await all()).toHaveLength(count);
  });

  it('needs activity:read; there is nothing to write', async () => {
    const reader = await t.factory.apiKey(['activity:read']);
    expectSuccess(await t.as(reader.key).get('/activity-events'));
    expectForbidden(await t.as(recruiterKey).get('/activity-events'), 'activity:read');
    expectUnauthorized(await t.as(undefined).get('/activity-events'));
    expectError(await t.api.post('/activity-events', {}), 404, 'NOT_FOUND');
  });
});
