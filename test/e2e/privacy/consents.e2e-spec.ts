import request from 'supertest';
import type { INestApplicationContext } from '@nestjs/common';
import { expectError, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { activityOf, body, waitFor } from '../../helpers/common';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bootWorker } from '../../helpers/worker';
import { readToEnd } from '../../kits/changes-kit';
import { createJob } from '../../kits/jobs-kit';
import { publishedJobPost } from '../../kits/job-posts-kit';

const CONSENT_KEYS = ['candidateId', 'createdAt', 'evidence', 'expiresAt', 'givenAt', 'id', 'purpose', 'source', 'status', 'updatedAt', 'withdrawnAt'];
const REQUEST_KEYS = ['candidateId', 'createdAt', 'decidedAt', 'expiresAt', 'id', 'purpose', 'status', 'url'];
const PURPOSE_KEYS = ['createdAt', 'description', 'durationDays', 'id', 'key', 'label', 'updatedAt'];

/** The privacy routes of consent on the wire (docs/api/privacy.md#consent): shapes, roles, reach, the public link, the worker's expiry. */
describe('consent (docs/api/privacy.md#consent)', () => {
  let t: TestApp;
  let recruiterKey: string;
  let managerKey: string;
  const server = () => t.app.getHttpServer();
  const publicGet = (url: string) => request(server()).get(new URL(url).pathname);
  const publicPost = (url: string, decision: unknown) => request(server()).post(new URL(url).pathname).send({ decision });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', PUBLIC_BASE_URL: 'https://ats.example.com/' });
    const recruiter = await t.factory.user({ role: 'recruiter' });
    recruiterKey = (await t.factory.apiKey(['privacy:read', 'privacy:write', 'candidates:read', 'candidates:write'], { ownerId: recruiter.id })).key;
    const manager = await t.factory.user({ role: 'hiring_manager' });
    managerKey = (await t.factory.apiKey(['privacy:read', 'privacy:write', 'candidates:read', 'candidates:write'], { ownerId: manager.id })).key;
  });
  afterAll(() => t?.close());

  describe('consent purposes', () => {
    it('lists the built-in purposes; an admin creates (201) and edits one, a taken key is 409', async () => {
      const listed = expectSuccess(await t.api.get('/consent-purposes').query({ limit: 100 }));
      for (const purpose of listed) expect(Object.keys(purpose).sort()).toEqual(PURPOSE_KEYS);
      expect(listed.map((purpose: { key: string }) => purpose.key)).toEqual(expect.arrayContaining(['application', 'talent_pool', 'messaging']));
      const created = expectSuccess(await t.api.post('/consent-purposes', { key: 'open_days', label: 'Open days', durationDays: 90 }), 201);
      expect(created).toMatchObject({ key: 'open_days', label: 'Open days', description: '', durationDays: 90 });
      expectError(await t.api.post('/consent-purposes', { key: 'open_days', label: 'Again' }), 409, 'CONFLICT');
      const patched = expectSuccess(await t.api.patch(`/consent-purposes/${created.id}`, { description: 'Twice a year', durationDays: null }));
      expect(patched).toMatchObject({ key: 'open_days', description: 'Twice a year', durationDays: null });
      expectValidationError(await t.api.patch(`/consent-purposes/${created.id}`, { key: 'renamed', durationDays: 0 }), body('key', 'durationDays'));
      expectValidationError(await t.api.post('/consent-purposes', { key: 'Bad Key', label: '', durationDays: 3651 }), body('key', 'label', 'durationDays'));
      expectError(await t.api.patch(`/consent-purposes/${UNKNOWN_UUID}`, { label: 'x' }), 404, 'NOT_FOUND');
    });

    it('writes need a key whose user is an admin: 403 with requiredRole admin; reads do not', async () => {
      const refused = expectError(await t.as(recruiterKey).post('/consent-purposes', { key: 'no_way', label: 'No' }), 403, 'FORBIDDEN');
      expect(refused.details).toEqual({ requiredRole: 'admin' });
      const purpose = expectSuccess(await t.api.get('/consent-purposes')).find((item: { key: string }) => item.key === 'messaging');
      expect(expectError(await t.as(recruiterKey).patch(`/consent-purposes/${purpose.id}`, { label: 'x' }), 403, 'FORBIDDEN').details).toEqual({
        requiredRole: 'admin',
      });
      expectSuccess(await t.as(recruiterKey).get('/consent-purposes'));
    });
  });

  describe('consents', () => {
    it('POST /candidates/{id}/consents answers 201 with exactly its keys, supersedes the previous one, files events under the candidate', async () => {
      const candidate = await t.factory.candidate();
      const first = expectSuccess(await t.api.post(`/candidates/${candidate.id}/consents`, { purpose: 'talent_pool' }), 201);
      expect(Object.keys(first).sort()).toEqual(CONSENT_KEYS);
      expect(first).toMatchObject({ candidateId: candidate.id, purpose: 'talent_pool', status: 'given', source: 'api', evidence: null, withdrawnAt: null });
      const second = expectSuccess(
        await t.api.post(`/candidates/${candidate.id}/consents`, { purpose: 'talent_pool', givenAt: '2026-06-01T00:00:00Z', evidence: { page: 'profile' } }),
        201,
      );
      expect(second).toMatchObject({ givenAt: '2026-06-01T00:00:00.000Z', expiresAt: '2028-05-31T00:00:00.000Z', evidence: { page: 'profile' } });
      const listed = expectSuccess(await t.api.get(`/candidates/${candidate.id}/consents`));
      expect(listed.map((consent: { id: string; status: string }) => [consent.id, consent.status])).toEqual([
        [second.id, 'given'],
        [first.id, 'superseded'],
      ]);
      const withdrawn = expectSuccess(await t.api.post(`/consents/${second.id}/withdraw`));
      expect(withdrawn).toMatchObject({ id: second.id, status: 'withdrawn' });
      const error = expectError(await t.api.post(`/consents/${second.id}/withdraw`), 409, 'INVALID_STATE');
      expect(error.details).toEqual({ status: 'withdrawn', allowed: ['given'] });
      const events = (await activityOf(t.api, candidate.id)).filter((event) => event.type.startsWith('consent.'));
      expect(events.map((event) => [event.type, event.entityType])).toEqual([
        ['consent.withdrawn', 'candidate'],
        ['consent.given', 'candidate'],
        ['consent.given', 'candidate'],
      ]);
    });

    it('names every broken rule in one 422: unknown purpose, a future givenAt, evidence over 4 KiB or not an object', async () => {
      const candidate = await t.factory.candidate();
      expectValidationError(
        await t.api.post(`/candidates/${candidate.id}/consents`, {
          purpose: 'unknown_purpose',
          givenAt: '2999-01-01T00:00:00Z',
          evidence: { text: 'x'.repeat(4100) },
        }),
        body('purpose', 'givenAt', 'evidence'),
      );
      expectValidationError(
        await t.api.post(`/candidates/${candidate.id}/consents`, { purpose: 'unknown_purpose', givenAt: 'yesterday', evidence: [1], extra: true }),
        body('purpose', 'givenAt', 'evidence', 'extra'),
      );
      expectError(await t.api.post(`/candidates/${UNKNOWN_UUID}/consents`, { purpose: 'application' }), 404, 'NOT_FOUND');
    });

    it('GET /consents filters by purpose, status, expiresBefore and updatedAfter', async () => {
      const candidate = await t.factory.candidate();
      const soon = expectSuccess(
        await t.api.post(`/candidates/${candidate.id}/consents`, { purpose: 'application', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }),
        201,
      );
      const never = expectSuccess(await t.api.post(`/candidates/${candidate.id}/consents`, { purpose: 'messaging' }), 201);
      const ids = (query: Record<string, string>) =>
        t.api
          .get('/consents')
          .query({ limit: 100, ...query })
          .then((response) => expectSuccess(response).map((consent: { id: string }) => consent.id));
      const before = new Date(Date.now() + 7_200_000).toISOString();
      expect(await ids({ expiresBefore: before, status: 'given' })).toContain(soon.id);
      expect(await ids({ expiresBefore: before })).not.toContain(never.id);
      expect(await ids({ purpose: 'messaging', updatedAfter: new Date(Date.parse(never.updatedAt) - 1).toISOString() })).toEqual([never.id]);
      expectValidationError(await t.api.get('/consents').query({ status: 'maybe', expiresBefore: 'soon' }), [
        { location: 'query', path: 'status' },
        { location: 'query', path: 'expiresBefore' },
      ]);
    });

    it('a user who does not reach the candidate finds no consent of theirs (404 and absent from lists)', async () => {
      const candidate = await t.factory.candidate();
      const consent = expectSuccess(await t.api.post(`/candidates/${candidate.id}/consents`, { purpose: 'application' }), 201);
      expectError(await t.as(managerKey).get(`/candidates/${candidate.id}/consents`), 404, 'NOT_FOUND');
      expectError(await t.as(managerKey).post(`/candidates/${candidate.id}/consents`, { purpose: 'application' }), 404, 'NOT_FOUND');
      expectError(await t.as(managerKey).post(`/consents/${consent.id}/withdraw`), 404, 'NOT_FOUND');
      const listed = expectSuccess(await t.as(managerKey).get('/consents').query({ limit: 100 }));
      expect(listed.map((item: { id: string }) => item.id)).not.toContain(consent.id);
      expect(expectSuccess(await t.as(recruiterKey).get(`/candidates/${candidate.id}/consents`))).toHaveLength(1);
    });

    it('the change feed carries consents as their GET shows them; a merge moves the duplicate’s', async () => {
      const { cursor } = await readToEnd(t.api);
      const survivor = await t.factory.candidate();
      const duplicate = await t.factory.candidate();
      const kept = expectSuccess(await t.api.post(`/candidates/${survivor.id}/consents`, { purpose: 'talent_pool', givenAt: '2026-01-01T00:00:00Z' }), 201);
      const moved = expectSuccess(await t.api.post(`/candidates/${duplicate.id}/consents`, { purpose: 'talent_pool' }), 201);
      const { changes } = await readToEnd(t.api, { cursor });
      const feed = changes.filter((change) => change.resourceType === 'consent');
      expect(feed.map((change) => change.resourceId)).toEqual([kept.id, moved.id]);
      expect(Object.keys(feed[0].data).sort()).toEqual(CONSENT_KEYS);
      expectSuccess(await t.api.post(`/candidates/${survivor.id}/merge`, { duplicateId: duplicate.id }));
      const after = expectSuccess(await t.api.get(`/candidates/${survivor.id}/consents`));
      expect(after.map((consent: { id: string; status: string }) => [consent.id, consent.status])).toEqual([
        [moved.id, 'given'],
        [kept.id, 'superseded'],
      ]);
    });
  });

  describe('consent requests', () => {
    it('creates a link once; the public GET and POST need no key; a give records a consent and a second decision is 404', async () => {
      const candidate = await t.factory.candidate();
      const { cursor } = await readToEnd(t.api);
      const created = expectSuccess(await t.api.post(`/candidates/${candidate.id}/consent-requests`, { purpose: 'talent_pool', expiresInDays: 7 }), 201);
      expect(Object.keys(created).sort()).toEqual(REQUEST_KEYS);
      expect(created).toMatchObject({ candidateId: candidate.id, purpose: 'talent_pool', status: 'pending', decidedAt: null });
      expect(created.url).toMatch(/^https:\/\/ats\.example\.com\/api\/v1\/public\/consent-requests\/[A-Za-z0-9_-]{43}$/);
      const token = created.url.split('/').at(-1);

      const shown = expectSuccess(await publicGet(created.url));
      expect(shown).toEqual({
        purpose: { key: 'talent_pool', label: expect.any(String), description: expect.any(String) },
        expiresAt: created.expiresAt,
        status: 'pending',
      });
      expect(JSON.stringify(shown)).not.toContain(candidate.email);
      expect(expectSuccess(await publicPost(created.url, 'give'))).toMatchObject({ status: 'given' });
      expectError(await publicPost(created.url, 'give'), 404, 'NOT_FOUND');
      expectError(await publicPost(created.url.replace(token, `${token.slice(0, -1)}A`), 'give'), 404, 'NOT_FOUND');
      expectError(await publicGet('https://ats.example.com/api/v1/public/consent-requests/unknown'), 404, 'NOT_FOUND');
      expectValidationError(await request(server()).post(new URL(created.url).pathname).send({ decision: 'maybe' }), body('decision'));

      const consents = expectSuccess(await t.api.get(`/candidates/${candidate.id}/consents`));
      expect(consents).toEqual([expect.objectContaining({ purpose: 'talent_pool', status: 'given', source: 'consent_request' })]);
      const read = expectSuccess(await t.api.get(`/consent-requests/${created.id}`));
      expect(read).toMatchObject({ id: created.id, url: null, status: 'given' });
      expect(expectSuccess(await t.api.get('/consent-requests').query({ candidateId: candidate.id, status: 'given' }))).toEqual([read]);

      // The token is in the event's data only: never in the change feed, the activity feed or the audit log.
      const { changes } = await readToEnd(t.api, { cursor });
      const requestChanges = changes.filter((change) => change.resourceType === 'consent_request');
      expect(requestChanges.length).toBeGreaterThanOrEqual(1);
      expect(JSON.stringify(changes)).not.toContain(token);
      expect(JSON.stringify(await activityOf(t.api, candidate.id))).not.toContain(token);
      // The audit rows as written (the API lists them once the worker has chained them).
      const audit = await t.db.query(`SELECT * FROM audit_events WHERE route LIKE '%consent-requests%'`);
      expect(JSON.stringify(audit)).not.toContain(token);
      const decided = audit.find((row: { route: string }) => row.route === '/api/v1/public/consent-requests/{token}');
      expect(decided).toMatchObject({ resource_type: 'consent_request', resource_id: created.id, action: 'create', actor_user_id: null });
      const [outbox] = await t.db.query(`SELECT payload FROM outbox_events WHERE type = 'consent.requested' AND resource_id = $1`, [created.id]);
      expect(outbox.payload.data.url).toBe(created.url);
    });

    it('a decline withdraws the given consent; an expired request reads expired and its link is 404', async () => {
      const candidate = await t.factory.candidate();
      const consent = expectSuccess(await t.api.post(`/candidates/${candidate.id}/consents`, { purpose: 'messaging' }), 201);
      const declined = expectSuccess(await t.api.post(`/candidates/${candidate.id}/consent-requests`, { purpose: 'messaging' }), 201);
      expect(expectSuccess(await publicPost(declined.url, 'decline'))).toMatchObject({ status: 'declined' });
      expect(expectSuccess(await t.api.get(`/candidates/${candidate.id}/consents`))).toEqual([
        expect.objectContaining({ id: consent.id, status: 'withdrawn' }),
      ]);
      const expiring = expectSuccess(await t.api.post(`/candidates/${candidate.id}/consent-requests`, { purpose: 'application', expiresInDays: 1 }), 201);
      await t.db.query(`UPDATE consent_requests SET expires_at = now() - interval '1 second' WHERE id = $1`, [expiring.id]);
      expect(expectSuccess(await t.api.get(`/consent-requests/${expiring.id}`)).status).toBe('expired');
      expect(expectSuccess(await publicGet(expiring.url)).status).toBe('expired');
      expectError(await publicPost(expiring.url, 'give'), 404, 'NOT_FOUND');
      expectValidationError(
        await t.api.post(`/candidates/${candidate.id}/consent-requests`, { purpose: 'nothing_here', expiresInDays: 31 }),
        body('purpose', 'expiresInDays'),
      );
      expectError(await t.api.get(`/consent-requests/${UNKNOWN_UUID}`), 404, 'NOT_FOUND');
    });
  });

  describe('careers site', () => {
    const consentQuestion = (consentPurpose: unknown, section = 'consent') => ({
      key: 'pool_ok',
      label: 'Keep my profile for future roles',
      type: 'boolean',
      section,
      consentPurpose,
    });

    it('a consent question names a purpose (422 at form.questions.<i>.consentPurpose otherwise)', async () => {
      const job = await createJob(t.api);
      expectValidationError(
        await t.api.post('/job-posts', { jobId: job.id, form: { questions: [consentQuestion('no_such_purpose')] } }),
        body('form.questions.0.consentPurpose'),
      );
      expectValidationError(
        await t.api.post('/job-posts', { jobId: job.id, form: { questions: [consentQuestion('talent_pool', 'application')] } }),
        body('form.questions.0.consentPurpose'),
      );
      expectValidationError(
        await t.api.post('/job-posts', { jobId: job.id, form: { questions: [consentQuestion('Not A Key')] } }),
        body('form.questions.0.consentPurpose'),
      );
    });

    it('an apply answering true records a consent with source careers_site and the form as evidence', async () => {
      const job = await createJob(t.api, { status: 'open' });
      const post = await publishedJobPost(t.api, job.id, { form: { questions: [consentQuestion('talent_pool')] } });
      expect(post.form.questions[0].consentPurpose).toBe('talent_pool');
      const shown = expectSuccess(await request(server()).get(`/api/v1/public/job-posts/${post.id}`));
      expect(shown.form.questions[0]).not.toHaveProperty('consentPurpose');
      const email = `consent.${Date.now()}@example.com`;
      const apply = (answer: boolean, address: string) =>
        request(server())
          .post(`/api/v1/public/job-posts/${post.id}/applications`)
          .set('X-Forwarded-For', address)
          .send({ firstName: 'Ada', lastName: 'Lovelace', email, answers: { pool_ok: answer } });
      expect((await apply(true, '198.51.100.71')).status).toBe(202);
      const [candidate] = await t.db.query('SELECT id FROM candidates WHERE lower(email) = lower($1)', [email]);
      const consents = expectSuccess(await t.api.get(`/candidates/${candidate.id}/consents`));
      expect(consents).toEqual([
        expect.objectContaining({
          purpose: 'talent_pool',
          status: 'given',
          source: 'careers_site',
          evidence: { jobPostId: post.id, questionKey: 'pool_ok', formUpdatedAt: post.updatedAt },
        }),
      ]);
      const other = `no.consent.${Date.now()}@example.com`;
      const declined = await request(server())
        .post(`/api/v1/public/job-posts/${post.id}/applications`)
        .set('X-Forwarded-For', '198.51.100.72')
        .send({ firstName: 'Bo', lastName: 'Nope', email: other, answers: { pool_ok: false } });
      expect(declined.status).toBe(202);
      const [none] = await t.db.query('SELECT id FROM candidates WHERE lower(email) = lower($1)', [other]);
      expect(expectSuccess(await t.api.get(`/candidates/${none.id}/consents`))).toEqual([]);
    });
  });

  describe('expiry by the worker', () => {
    let worker: INestApplicationContext | undefined;
    afterAll(() => worker?.close());

    it('a given consent past its expiresAt becomes expired, with consent.expired, once', async () => {
      const candidate = await t.factory.candidate();
      const consent = expectSuccess(
        await t.api.post(`/candidates/${candidate.id}/consents`, { purpose: 'application', expiresAt: new Date(Date.now() + 1500).toISOString() }),
        201,
      );
      worker = await bootWorker({ config: t.config });
      const expired = await waitFor('the consent to expire', async () => {
        const [found] = expectSuccess(await t.api.get(`/candidates/${candidate.id}/consents`));
        return found.status === 'expired' ? found : undefined;
      });
      expect(expired).toMatchObject({ id: consent.id, withdrawnAt: null });
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const events = (await activityOf(t.api, candidate.id)).filter((event) => event.type === 'consent.expired');
      expect(events).toEqual([expect.objectContaining({ entityType: 'candidate', entityId: candidate.id, actor: { id: consent.id, name: 'Consent expiry' } })]);
    });
  });
});
