import { createTestApp, type TestApp } from '../../helpers/test-app';
import { activityOf, body, expectCandidateShape, expectError, expectForbidden, expectValidationError, walkPages, uniqueEmail } from '../../kits/candidates-kit';

/** POST /candidates/upsert (docs/api/sync.md#upsert). */
describe('POST /candidates/upsert', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const eventTypes = async (id: string) => (await activityOf(t.api, id)).map((event) => event.type);
  const candidatesWithEmail = async (email: string) => (await walkPages(t.api, '/candidates', 100, { email })).rows;

  it('creates a candidate for an email nobody has: 201 and candidate.created', async () => {
    const email = uniqueEmail('upsert-new');
    const response = await t.api.post('/candidates/upsert', { firstName: 'Ada', lastName: 'Lovelace', email, headline: 'Engineer', educationEntries: null });
    expect(response.status).toBe(201);
    const created = response.body.data;
    expectCandidateShape(created);
    expect(created).toMatchObject({ email, headline: 'Engineer', phone: null, educationEntries: [], experienceEntries: [] });
    expect(response.body.meta).toEqual({});
    expect((await t.api.get(`/candidates/${created.id}`)).body.data).toEqual(created);
    expect(await eventTypes(created.id)).toEqual(['candidate.created']);
  });

  it('matches the email in any letter case: the fields sent replace the stored ones, absent ones stay, 200 and candidate.updated', async () => {
    const email = uniqueEmail('upsert-match');
    const existing = await t.factory.candidate({ email, headline: 'Engineer', phone: '+44 20 7946 0958', location: 'London' });
    const response = await t.api.post('/candidates/upsert', {
      firstName: 'Augusta',
      lastName: 'Lovelace',
      email: email.toUpperCase(),
      phone: null,
      summary: 'Analyst',
    });
    expect(response.status).toBe(200);
    const updated = response.body.data;
    expectCandidateShape(updated);
    expect(updated).toMatchObject({
      id: existing.id,
      firstName: 'Augusta',
      lastName: 'Lovelace',
      email: email.toUpperCase(),
      phone: null,
      summary: 'Analyst',
      headline: 'Engineer',
      location: 'London',
      createdAt: existing.createdAt,
    });
    expect(updated.updatedAt > existing.updatedAt).toBe(true);
    expect((await t.api.get(`/candidates/${existing.id}`)).body.data).toEqual(updated);
    const events = await activityOf(t.api, existing.id);
    expect(events.map((event) => event.type)).toEqual(['candidate.updated', 'candidate.created']);
    expect([...events[0].metadata.changedFields].sort()).toEqual(['email', 'firstName', 'phone', 'summary']);
    expect(await candidatesWithEmail(email)).toHaveLength(1);
  });

  it('changes nothing and records no event for a body equal to the stored candidate (200)', async () => {
    const fields = {
      firstName: 'Ada',
      lastName: 'Byron',
      email: uniqueEmail('upsert-same'),
      headline: 'Engineer',
      educationEntries: [],
      // Entries come back from jsonb with their keys in another order: still equal.
      experienceEntries: [{ id: 'exp-1', company: 'Analytical Engines', title: 'Analyst', startDate: '1842-10', current: false, location: 'London' }],
    };
    const first = await t.api.post('/candidates/upsert', fields);
    expect(first.status).toBe(201);
    const again = await t.api.post('/candidates/upsert', fields);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await eventTypes(first.body.data.id)).toEqual(['candidate.created']);
  });

  it('creates one candidate under 20 concurrent upserts of one new email, with no 409 or 500', async () => {
    const email = uniqueEmail('upsert-race');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.api.post('/candidates/upsert', { firstName: 'Ada', lastName: 'Lovelace', email: index % 2 === 0 ? email : email.toUpperCase() }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201 && status !== 200)).toEqual([]);
    const ids = new Set(responses.map((response) => response.body.data.id));
    expect(ids.size).toBe(1);
    expect(await candidatesWithEmail(email)).toHaveLength(1);
    const types = await eventTypes([...ids][0]);
    expect(types.filter((type) => type === 'candidate.created')).toHaveLength(1);
  });

  it('validates the create body of POST /candidates (422): required fields, unknown keys, response-only fields', async () => {
    expectValidationError(await t.api.post('/candidates/upsert', { firstName: 'Ada', lastName: 'Lovelace' }), body('email'));
    expectValidationError(await t.api.post('/candidates/upsert', { firstName: 'Ada', lastName: 'Lovelace', email: 'not-an-email' }), body('email'));
    expectValidationError(
      await t.api.post('/candidates/upsert', { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail(), id: '0190a0b4-8a3e-7c2d-9f00-1234567890ab' }),
      body('id'),
    );
  });

  it('replays with the same Idempotency-Key and body, and refuses the key with another body', async () => {
    const key = `upsert-${uniqueEmail()}`;
    const fields = { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('upsert-idem') };
    const first = await t.api.post('/candidates/upsert', fields).set('Idempotency-Key', key);
    expect(first.status).toBe(201);
    const replay = await t.api.post('/candidates/upsert', fields).set('Idempotency-Key', key);
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expectError(await t.api.post('/candidates/upsert', { ...fields, headline: 'Other' }).set('Idempotency-Key', key), 409, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('needs candidates:write', async () => {
    const readOnly = (await t.factory.apiKey(['candidates:read'])).key;
    expectForbidden(await t.as(readOnly).post('/candidates/upsert', { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail() }), 'candidates:write');
  });
});
