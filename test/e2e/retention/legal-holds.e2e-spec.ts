import { expectError, expectSuccess } from '../../helpers/assertions';
import { body } from '../../helpers/common';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apply, createJob } from '../../kits/applications-kit';

const HOLD = { name: 'Smith v. Acme', reason: 'Litigation: keep the applicants' };

/** docs/api/retention.md#legal-holds: the routes, and what a hold in force refuses. */
describe('legal holds', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('creates a hold with exactly one way to cover, reads, lists and releases it', async () => {
    for (const sent of [{}, { candidateIds: [crypto.randomUUID()], all: true }, { all: false }]) {
      expectError(await t.api.post('/legal-holds', { ...HOLD, ...sent }), 422, 'VALIDATION_ERROR');
    }
    const missing = expectError(await t.api.post('/legal-holds', HOLD), 422, 'VALIDATION_ERROR');
    expect(missing.details).toEqual(body('candidateIds', 'jobIds', 'all').map((issue) => ({ ...issue, message: expect.any(String) })));
    const hold = expectSuccess(await t.api.post('/legal-holds', { ...HOLD, all: true }), 201);
    expect(hold).toEqual({
      id: expect.any(String),
      ...HOLD,
      candidateIds: [],
      jobIds: [],
      all: true,
      releasedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(expectSuccess(await t.api.get(`/legal-holds/${hold.id}`))).toEqual(hold);
    expect(expectSuccess(await t.api.get('/legal-holds')).map((row: { id: string }) => row.id)).toContain(hold.id);
    const released = expectSuccess(await t.api.post(`/legal-holds/${hold.id}/release`));
    expect(released.releasedAt).toEqual(expect.any(String));
    expectError(await t.api.post(`/legal-holds/${hold.id}/release`), 409, 'INVALID_STATE');
  });

  it('needs an admin', async () => {
    const user = await t.factory.user({ role: 'recruiter' });
    const { key } = await t.factory.apiKey(['privacy:read', 'privacy:write'], { ownerId: user.id });
    const error = expectError(await t.as(key).get('/legal-holds'), 403, 'FORBIDDEN');
    expect(error.details).toEqual({ requiredRole: 'admin' });
  });

  it('refuses erasure and anonymization of a covered candidate (409 LEGAL_HOLD), by id and through a held job, until released', async () => {
    const job = await createJob(t);
    const direct = await t.factory.candidate();
    const applicant = (await apply(t, { jobId: job.id })).candidateId as string;
    const free = await t.factory.candidate();
    const byId = expectSuccess(await t.api.post('/legal-holds', { ...HOLD, candidateIds: [direct.id] }), 201);
    const byJob = expectSuccess(await t.api.post('/legal-holds', { ...HOLD, jobIds: [job.id] }), 201);
    const refusal = expectError(await t.api.delete(`/candidates/${direct.id}`), 409, 'LEGAL_HOLD');
    expect(refusal.details).toEqual({ holdIds: [byId.id] });
    expect(expectError(await t.api.post(`/candidates/${applicant}/anonymize`), 409, 'LEGAL_HOLD').details).toEqual({ holdIds: [byJob.id] });
    expect((await t.api.get(`/candidates/${direct.id}`)).status).toBe(200);
    expectSuccess(await t.api.post(`/candidates/${free.id}/anonymize`));
    for (const hold of [byId, byJob]) expectSuccess(await t.api.post(`/legal-holds/${hold.id}/release`));
    expectSuccess(await t.api.delete(`/candidates/${direct.id}`));
    expectSuccess(await t.api.post(`/candidates/${applicant}/anonymize`));
  });

  it('records legal_hold.created and legal_hold.released in the change feed', async () => {
    const hold = expectSuccess(await t.api.post('/legal-holds', { ...HOLD, candidateIds: [crypto.randomUUID()] }), 201);
    expectSuccess(await t.api.post(`/legal-holds/${hold.id}/release`));
    const changes = expectSuccess(await t.api.get('/changes?resourceTypes=legal_hold&limit=1000'));
    const own = changes.filter((change: { resourceId: string }) => change.resourceId === hold.id);
    expect(own.map((change: { type: string }) => change.type)).toEqual(['legal_hold.created', 'legal_hold.released']);
    expect(own[0].data).toMatchObject({ id: hold.id, releasedAt: expect.any(String) });
  });
});

/** docs/api/retention.md#the-retention-floor. */
describe('the retention floor', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RETENTION_FLOOR_DAYS: '730' });
  });
  afterAll(async () => t?.close());

  it('keeps a candidate while an application is active, then for the floor after the last decision (409 RETENTION_FLOOR)', async () => {
    const application = await apply(t);
    const candidateId = application.candidateId as string;
    expect(expectError(await t.api.delete(`/candidates/${candidateId}`), 409, 'RETENTION_FLOOR').details).toEqual({ until: null });
    expectSuccess(await t.api.post(`/applications/${application.id}/reject`));
    const [{ at }] = await t.db.query(`SELECT max(at) AS at FROM stage_transitions WHERE application_id = $1`, [application.id]);
    const until = new Date(new Date(at).getTime() + 730 * 86_400_000).toISOString();
    expect(expectError(await t.api.post(`/candidates/${candidateId}/anonymize`), 409, 'RETENTION_FLOOR').details).toEqual({ until });
    // A decision older than the floor lets the candidate go; a candidate without applications is never kept.
    await t.db.query(`UPDATE stage_transitions SET at = now() - interval '731 days' WHERE application_id = $1`, [application.id]);
    expectSuccess(await t.api.post(`/candidates/${candidateId}/anonymize`));
    expectSuccess(await t.api.delete(`/candidates/${(await t.factory.candidate()).id}`));
  });
});
