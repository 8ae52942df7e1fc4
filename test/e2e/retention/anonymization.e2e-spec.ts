import type { INestApplicationContext } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { ApiClient } from '../../helpers/api-client';
import { expectError, expectSuccess } from '../../helpers/assertions';
import { activityOf, adminUser, unique, waitFor } from '../../helpers/common';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createJob, type TestJob } from '../../kits/applications-kit';
import { publishedAutomation } from '../../kits/automations-kit';
import { createOffer } from '../../kits/offers-kit';
import { finishedRuns } from '../../kits/runs-kit';
import { bootWorker } from '../../kits/webhooks-kit';

/** Every text, json and array column of the database that holds `needle`, ignoring case (as the erasure test searches). */
async function searchDatabase(db: DataSource, needle: string): Promise<string[]> {
  const columns: Array<{ table: string; column: string }> = await db.query(
    `SELECT c.table_name AS table, c.column_name AS column
       FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb') OR c.data_type = 'ARRAY')`,
  );
  const hits: string[] = [];
  for (const { table, column } of columns) {
    const [{ rows }] = await db.query(`SELECT count(*)::int AS rows FROM "${table}" WHERE "${column}"::text ILIKE '%' || $1 || '%'`, [needle]);
    if (rows > 0) hits.push(`${table}.${column}`);
  }
  return hits;
}

const post = async (api: ApiClient, route: string, body: Record<string, unknown> = {}, status = 201): Promise<Record<string, any>> =>
  expectSuccess(await api.post(route, body), status);

/** What every report of docs/api/reports.md answers now, for the job and over every job. */
async function reports(api: ApiClient, jobId: string): Promise<Record<string, unknown>> {
  return {
    funnel: expectSuccess(await api.get(`/reports/funnel?jobId=${jobId}`)),
    timeToHire: expectSuccess(await api.get('/reports/time-to-hire')),
    timeToHireBySource: expectSuccess(await api.get('/reports/time-to-hire?groupBy=source')),
    sources: expectSuccess(await api.get('/reports/sources')),
    offers: expectSuccess(await api.get('/reports/offers')),
  };
}

/**
 * docs/api/retention.md#anonymization: the person's data goes from every copy while their hiring records stay,
 * so every report counts them as before.
 */
describe('POST /candidates/{id}/anonymize', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  const token = unique();
  const lastName = `Anonymizable${token}`;
  const email = `yara.${token}@anonymization-example.org`;
  const needles = [lastName, email, token];
  let job: TestJob;
  let candidate: Record<string, any>;
  let application: Record<string, any>;
  let scorecard: Record<string, any>;
  let offer: Record<string, any>;
  let interview: Record<string, any>;
  let before: Record<string, unknown>;
  let hitsBefore: string[];

  beforeAll(async () => {
    t = await createTestApp();
    worker = await bootWorker({ config: t.config });
    const api = t.api;
    const admin = await adminUser(api);
    // Runs keep a copy of their trigger event; this one's conditions return the last name itself.
    const onCandidate = await publishedAutomation(t, {
      name: 'Welcome new candidates',
      trigger: { event: 'candidate.created' },
      conditions: { var: 'event.data.lastName' },
      actions: [{ type: 'add_tag', config: { label: 'welcomed' } }],
    });
    job = await createJob(t);
    candidate = await t.factory.candidate({ firstName: 'Yara', lastName, email, headline: `${lastName} the engineer`, phone: '+47 555 12 345' });
    application = await post(api, '/applications', { candidateId: candidate.id, jobId: job.id, source: 'careers site' });
    await post(api, `/applications/${application.id}/move`, { toStageId: job.stages[2].id }, 200);
    interview = await post(api, '/interviews', {
      applicationId: application.id,
      interviewerId: admin.id,
      title: 'System design',
      type: 'technical',
      mode: 'video',
      scheduledAt: '2026-11-21T10:00:00Z',
      durationMins: 60,
      notes: `Yara ${lastName} explained caching well`,
      meetingUrl: `https://meet.example.com/${token}`,
    });
    scorecard = await post(api, '/scorecards', {
      applicationId: application.id,
      rating: 'good',
      comment: `${lastName} is strong`,
      criteria: [{ name: 'Design', rating: 'strong', comment: `${lastName} drew the whole system` }],
    });
    offer = await createOffer(api, application.id, { notes: `Offer for ${lastName}` });
    await post(api, `/offers/${offer.id}/send`, {}, 200);
    await post(api, `/offers/${offer.id}/decision`, { decision: 'accepted' }, 200);
    // Another candidate, rejected, so the funnel and sources count more than one application.
    const other = await t.factory.candidate({ firstName: 'Otto', lastName: 'Other' });
    const otherApplication = await post(api, '/applications', { candidateId: other.id, jobId: job.id, source: 'careers site' });
    await post(api, `/applications/${otherApplication.id}/reject`, {}, 200);

    const pool = await post(api, '/talent-pools', { name: 'Silver medallists' });
    await post(api, `/talent-pools/${pool.id}/entries`, { candidateId: candidate.id, note: `Call ${lastName} again in spring` });
    await post(api, `/candidates/${candidate.id}/notes`, { body: `Met ${lastName} at the meetup (${email})` });
    await post(api, `/candidates/${candidate.id}/tags`, { label: `referred-by-${lastName}` });
    await post(api, `/candidates/${candidate.id}/tags`, { label: 'meetup' });
    await post(api, `/candidates/${other.id}/tags`, { label: 'meetup' });
    await post(api, '/tasks', { title: `Call Yara ${lastName}`, candidateId: candidate.id });
    const document = await post(api, `/candidates/${candidate.id}/documents`, {
      filename: `${lastName} CV.txt`,
      contentBase64: Buffer.from(`Yara ${lastName}, ${email}`).toString('base64'),
      kind: 'resume',
    });
    await waitFor('the text', async () => expectSuccess(await api.get(`/documents/${document.id}/text`)).textStatus === 'extracted', 20_000, 100);
    await finishedRuns(api, onCandidate.id, 1);
    hitsBefore = (await Promise.all(needles.map((needle) => searchDatabase(t.db, needle)))).flat();
    before = await reports(api, job.id);
  }, 60_000);

  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it('needs privacy:write and candidates:write', async () => {
    for (const scopes of [['candidates:write'], ['privacy:write']]) {
      const { key } = await t.factory.apiKey(scopes);
      const error = expectError(await t.as(key).post(`/candidates/${candidate.id}/anonymize`), 403, 'FORBIDDEN');
      expect(error.details.requiredScope).toBe(scopes[0] === 'privacy:write' ? 'candidates:write' : 'privacy:write');
    }
  });

  it('answers the anonymized candidate, every other personal field null or empty', async () => {
    const copies = ['candidates.last_name', 'notes.body', 'documents.text', 'outbox_events.payload', 'automation_runs.condition_result'];
    expect(hitsBefore).toEqual(expect.arrayContaining(copies));
    const anonymized = expectSuccess(await t.api.post(`/candidates/${candidate.id}/anonymize`));
    expect(anonymized).toEqual({
      id: candidate.id,
      firstName: 'Anonymized',
      lastName: 'Candidate',
      email: `anonymized-${candidate.id}@anonymized.invalid`,
      phone: null,
      address: null,
      location: null,
      headline: null,
      summary: null,
      linkedinUrl: null,
      githubUrl: null,
      websiteUrl: null,
      educationEntries: [],
      experienceEntries: [],
      createdAt: candidate.createdAt,
      updatedAt: expect.any(String),
    });
    expect(expectSuccess(await t.api.get(`/candidates/${candidate.id}`))).toEqual(anonymized);
  });

  it('leaves no column of any table naming the person', async () => {
    for (const needle of needles) expect({ needle, hits: await searchDatabase(t.db, needle) }).toEqual({ needle, hits: [] });
  });

  it('keeps the hiring records, so every report gives the same numbers', async () => {
    expect(await reports(t.api, job.id)).toEqual(before);
    expect(expectSuccess(await t.api.get(`/applications/${application.id}`))).toMatchObject({ status: 'hired', candidateId: candidate.id });
    const scorecards = expectSuccess(await t.api.get(`/scorecards?applicationId=${application.id}`));
    expect(scorecards.find((row: { id: string }) => row.id === scorecard.id)).toMatchObject({
      rating: 'good',
      comment: null,
      criteria: [{ name: 'Design', rating: 'strong', comment: null }],
    });
    const kept = expectSuccess(await t.api.get(`/interviews/${interview.id}`));
    expect(kept).toMatchObject({ title: 'System design', status: interview.status, scheduledAt: interview.scheduledAt, notes: null, meetingUrl: null });
    expect(expectSuccess(await t.api.get(`/offers/${offer.id}`))).toMatchObject({ status: 'accepted', salaryAmount: 95000, notes: null });
    expect(expectSuccess(await t.api.get(`/applications/${application.id}/stage-transitions`))).toHaveLength(3);
    for (const list of ['notes', 'tags', 'documents']) expect(expectSuccess(await t.api.get(`/candidates/${candidate.id}/${list}`))).toEqual([]);
    // The tag another candidate carries stays.
    expect(await t.db.query(`SELECT label FROM tags WHERE label = 'meetup'`)).toHaveLength(1);
  });

  it("reads the candidate's past changes as its current state, and files candidate.anonymized under the candidate", async () => {
    const changes = expectSuccess(await t.api.get('/changes?resourceTypes=candidate&limit=1000'));
    const own = changes.filter((change: { resourceId: string }) => change.resourceId === candidate.id);
    expect(own.map((change: { type: string }) => change.type)).toEqual(expect.arrayContaining(['candidate.created', 'candidate.anonymized']));
    for (const change of own) expect(change.data).toMatchObject({ id: candidate.id, firstName: 'Anonymized', lastName: 'Candidate' });
    expect((await activityOf(t.api, candidate.id)).map((event) => event.type)).toContain('candidate.anonymized');
  });

  it('refuses edits (409), a second anonymization (409) and merges (422); the old email makes a new candidate', async () => {
    expectError(await t.api.patch(`/candidates/${candidate.id}`, { firstName: 'Yara' }), 409, 'INVALID_STATE');
    expectError(await t.api.post(`/candidates/${candidate.id}/anonymize`), 409, 'INVALID_STATE');
    const other = await t.factory.candidate();
    expectError(await t.api.post(`/candidates/${other.id}/merge`, { duplicateId: candidate.id }), 422, 'VALIDATION_ERROR');
    expectError(await t.api.post(`/candidates/${candidate.id}/merge`, { duplicateId: other.id }), 422, 'VALIDATION_ERROR');
    const upserted = await post(t.api, '/candidates/upsert', { firstName: 'Yara', lastName, email });
    expect(upserted.id).not.toBe(candidate.id);
  });

  it('ends a PATCH racing an anonymization in one consistent state', async () => {
    const racer = await t.factory.candidate({ firstName: 'Rae', lastName: `Racer${token}` });
    const [patched, anonymized] = await Promise.all([
      t.api.patch(`/candidates/${racer.id}`, { headline: `Racer${token} headline` }),
      t.api.post(`/candidates/${racer.id}/anonymize`),
    ]);
    expect(anonymized.status).toBe(200);
    expect([200, 409]).toContain(patched.status);
    expect(expectSuccess(await t.api.get(`/candidates/${racer.id}`))).toMatchObject({ firstName: 'Anonymized', headline: null });
  });
});
