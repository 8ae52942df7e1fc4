import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { AppConfig } from '@app/core';
import { OffersService } from '@app/offers';
import { EXTENSIONS } from '../../../apps/extensions';
import { demoDataSet, OFFER_STATES, OFFER_VALIDITY_DAYS, type DemoApplication } from '../../../apps/seed/src/demo-data';
import { DemoSeeder, type SeedReport } from '../../../apps/seed/src/demo-seeder';
import { SeedModule } from '../../../apps/seed/src/seed.module';
import { expectSuccess } from '../../helpers/assertions';
import { walkPages, waitFor } from '../../helpers/common';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bootDocumentsWorker } from '../../kits/documents-kit';

/** One run of the seed as `npm run seed` makes it (apps/seed/src/main.ts), in-process on the test's database; `prepare` may rig the context first. */
async function seed(config: AppConfig, prepare?: (context: INestApplicationContext) => void): Promise<SeedReport> {
  const moduleRef = await Test.createTestingModule({ imports: [SeedModule.forRoot(config, { extensions: EXTENSIONS })] }).compile();
  const context = await moduleRef.init();
  try {
    prepare?.(context);
    return await context.get(DemoSeeder).run();
  } finally {
    await context.close();
  }
}

/**
 * Makes the sending of the first offer planned to expire fail, as a crash would interrupt the seed: the
 * next run finds that draft with an expiry long past on the clock, and must still send it at its planned time.
 */
const interruptAtExpiringOffer = (context: INestApplicationContext) => {
  const offers = context.get(OffersService);
  const send = offers.send.bind(offers);
  let interrupted = false;
  jest.spyOn(offers, 'send').mockImplementation(async (actor, id, options) => {
    const { expiresAt } = await offers.get(id);
    if (!interrupted && expiresAt !== null) {
      interrupted = true;
      throw new Error('interrupted');
    }
    return send(actor, id, options);
  });
};

const DAY = 86_400_000;

/** Nearest-rank median in days, rounded half up to 2 decimals (docs/api/reports.md#numbers). */
function medianDays(durations: number[]): number {
  const sorted = [...durations].sort((a, b) => a - b);
  return Math.round((sorted[Math.ceil(sorted.length / 2) - 1] / DAY) * 100) / 100;
}

/** Rows per table, events included: a run that writes nothing leaves every one unchanged. */
async function tableCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = [
    'users',
    'candidates',
    'tags',
    'candidate_tags',
    'notes',
    'documents',
    'jobs',
    'job_stages',
    'job_posts',
    'hiring_team_members',
    'applications',
    'interviews',
    'scorecards',
  ]
    .concat(['offers', 'tasks', 'talent_pools', 'talent_pool_entries', 'automations', 'activity_events', 'outbox_events'])
    .concat(['custom_field_definitions', 'custom_field_values']);
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = (await t.db.query(`SELECT count(*)::int AS count FROM ${table}`))[0].count;
  return counts;
}

const tally = (values: string[]) => values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});

/** Issue 14 item 4: the demo data set, written through the services, read back through the API. */
describe('demo seed (npm run seed)', () => {
  const data = demoDataSet();
  let t: TestApp;
  let worker: INestApplicationContext;
  let resumedRun: SeedReport;
  beforeAll(async () => {
    t = await createTestApp();
    // The worker relays the seed's events (the automation runs on the hires) and extracts the résumés' text.
    worker = await bootDocumentsWorker(t.config);
    await expect(seed(t.config, interruptAtExpiringOffer)).rejects.toThrow('interrupted');
    resumedRun = await seed(t.config);
  }, 300_000);
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it('completes an interrupted run: the next run writes only what is missing', async () => {
    expect(resumedRun.offers).toBeGreaterThan(0);
    expect(resumedRun.users).toBeUndefined();
    expect(resumedRun.jobs).toBeUndefined();
    expect(resumedRun['job posts']).toBeUndefined();
    expect(resumedRun.candidates).toBeGreaterThan(0);
    expect(resumedRun.candidates).toBeLessThan(200);
    expect(resumedRun).toMatchObject({ 'talent pools': 1, tasks: 30 });
  });

  it('creates 200 candidates with education and experience, 5 jobs with their pipelines, users and a résumé each', async () => {
    const { rows: candidates } = await walkPages(t.api, '/candidates', 100);
    expect(candidates).toHaveLength(200);
    expect(candidates.every((candidate) => candidate.educationEntries.length > 0 && candidate.experienceEntries.length > 0)).toBe(true);
    expect(new Set(candidates.map((candidate) => candidate.email))).toEqual(new Set(data.candidates.map((candidate) => candidate.email)));
    const jobs = expectSuccess(await t.api.get('/jobs'));
    expect(jobs.map((job: { title: string; stages: { name: string }[] }) => [job.title, job.stages.map((stage) => stage.name)]).sort()).toEqual(
      data.jobs.map((job) => [job.title, job.stages.map((stage) => stage.name)]).sort(),
    );
    const someone = candidates.find((candidate) => candidate.email === data.candidates[0].email);
    expect(expectSuccess(await t.api.get(`/candidates/${someone.id}/documents`))).toEqual([
      expect.objectContaining({ kind: 'resume', contentType: 'application/pdf' }),
    ]);
  });

  it('gives every job a hiring team, and one confidential job whose team leaves out the hiring manager (docs/api/access.md)', async () => {
    const jobs: Array<{ id: string; title: string; confidential: boolean }> = expectSuccess(await t.api.get('/jobs').query({ limit: '100' }));
    const manager = (await t.db.query(`SELECT id FROM users WHERE email = 'sam.okafor@acme.example'`))[0].id;
    expect(jobs.filter((job) => job.confidential).map((job) => job.title)).toEqual(data.jobs.filter((job) => job.confidential).map((job) => job.title));
    for (const job of jobs) {
      const team = expectSuccess(await t.api.get(`/jobs/${job.id}/hiring-team`));
      expect(team.members.map((member: { role: string }) => member.role)).toContain('recruiter');
      expect(team.members.some((member: { userId: string }) => member.userId === manager)).toBe(!job.confidential);
    }
  });

  it('spreads applications over stages and outcomes, with interviews, scorecards and their activity', async () => {
    const { rows: applications } = await walkPages(t.api, '/applications', 100);
    expect(applications).toHaveLength(data.candidates.reduce((sum, candidate) => sum + candidate.applications.length, 0));
    expect(Object.keys(tally(applications.map((application) => application.status))).sort()).toEqual(['active', 'hired', 'rejected', 'withdrawn']);
    const activeStages = new Set(applications.filter((application) => application.status === 'active').map((application) => application.currentStageId));
    expect(activeStages.size).toBeGreaterThanOrEqual(10);

    const { rows: interviews } = await walkPages(t.api, '/interviews', 100);
    expect(Object.keys(tally(interviews.map((interview) => interview.status))).sort()).toEqual(['canceled', 'completed', 'scheduled']);
    const { rows: scorecards } = await walkPages(t.api, '/scorecards', 100);
    expect(scorecards).toHaveLength(interviews.filter((interview) => interview.status === 'completed').length);

    const hired = applications.find((application) => application.status === 'hired');
    const activity = expectSuccess(await t.api.get('/activity-events').query({ entityType: 'application', entityId: hired.id, limit: '100' }));
    expect(activity.map((event: { type: string }) => event.type)).toEqual(
      expect.arrayContaining(['application.created', 'application.stage_changed', 'offer.created', 'offer.sent', 'offer.accepted', 'application.hired']),
    );
  });

  it('has offers in every state as planned, the interrupted one included', async () => {
    const planned = tally(data.candidates.flatMap((candidate) => candidate.applications.flatMap((application) => application.offer ?? [])));
    expect(Object.keys(planned).sort()).toEqual([...OFFER_STATES].sort());
    const { rows: offers } = await walkPages(t.api, '/offers', 100);
    expect(tally(offers.map((offer) => offer.status))).toEqual(planned);
    expect((await walkPages(t.api, '/applications', 100, { status: 'hired' })).rows).toHaveLength(planned.accepted);
  });

  it('dates every offer and hire at its planned time within the months of the history, never the day the seed runs (issue 34 item 14)', async () => {
    // Each application's plan, by candidate email and job title.
    const jobTitles = new Map<string, string>(expectSuccess(await t.api.get('/jobs').query({ limit: '100' })).map((job: any) => [job.id, job.title]));
    const emails = new Map((await walkPages(t.api, '/candidates', 100)).rows.map((candidate) => [candidate.id, candidate.email]));
    const plans = new Map<string, DemoApplication>();
    for (const candidate of data.candidates)
      for (const application of candidate.applications) plans.set(`${candidate.email} ${data.jobs[application.job].title}`, application);
    const { rows: applications } = await walkPages(t.api, '/applications', 100);
    const planOf = new Map(
      applications.map((application) => [application.id, plans.get(`${emails.get(application.candidateId)} ${jobTitles.get(application.jobId)}`)!]),
    );

    const { rows: offers } = await walkPages(t.api, '/offers', 100);
    for (const offer of offers) {
      const { offer: times } = planOf.get(offer.applicationId)!.timeline;
      expect({ createdAt: offer.createdAt, sentAt: offer.sentAt, decidedAt: offer.decidedAt, expiresAt: offer.expiresAt }).toEqual({
        createdAt: times!.createdAt,
        sentAt: times!.sentAt,
        decidedAt: times!.decidedAt,
        expiresAt: times!.expiresAt,
      });
      // No offer expires within seconds of being sent: the expired ones were open OFFER_VALIDITY_DAYS, the others have no expiry.
      if (offer.expiresAt !== null) expect(Date.parse(offer.expiresAt) - Date.parse(offer.sentAt)).toBe(OFFER_VALIDITY_DAYS * DAY);
      expect(Date.parse(offer.updatedAt)).toBeLessThan(Date.parse('2026-11-02'));
    }

    const window = { from: '2026-01-01', to: '2026-12-31', groupBy: 'month' };
    const byMonth: any[] = expectSuccess(await t.api.get('/reports/offers').query(window));
    const decided = byMonth.filter((row) => row.medianDaysToDecision !== null);
    expect(byMonth.length).toBeGreaterThanOrEqual(3);
    expect(decided.length).toBeGreaterThanOrEqual(3);
    for (const row of decided) {
      expect(row.medianDaysToDecision).toBeGreaterThanOrEqual(2);
      expect(row.medianDaysToDecision).toBeLessThanOrEqual(9);
    }
    expect(byMonth.reduce((sum, row) => sum + row.expired, 0)).toBe(offers.filter((offer) => offer.status === 'expired').length);

    // Time to hire, computed from the plan alone: the same whatever the day the seed ran.
    const hires = [...planOf.values()].filter((plan) => plan.outcome === 'hired');
    const expected = new Map<string, number[]>();
    for (const { timeline } of hires) {
      const month = timeline.offer!.decidedAt!.slice(0, 7);
      expected.set(month, [...(expected.get(month) ?? []), Date.parse(timeline.offer!.decidedAt!) - Date.parse(timeline.enteredAt[0])]);
    }
    const timeToHire: any[] = expectSuccess(await t.api.get('/reports/time-to-hire').query(window));
    expect(timeToHire.map((row) => [row.group, row.hires, row.medianDays])).toEqual(
      [...expected.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, durations]) => [month, durations.length, medianDays(durations)]),
    );
    expect(timeToHire.length).toBeGreaterThanOrEqual(3);
  });

  it('has tasks in every status, a talent pool with members, and a published automation that the worker runs on each hire', async () => {
    const tasks = expectSuccess(await t.api.get('/tasks').query({ limit: '100' }));
    expect(Object.keys(tally(tasks.map((task: { status: string }) => task.status))).sort()).toEqual(['canceled', 'completed', 'in_progress', 'pending']);
    const [pool] = expectSuccess(await t.api.get('/talent-pools'));
    expect(pool.name).toBe(data.pool.name);
    expect(expectSuccess(await t.api.get(`/talent-pools/${pool.id}/entries`).query({ limit: '100' }))).toHaveLength(data.pool.members.length);

    const [automation] = expectSuccess(await t.api.get('/automations'));
    expect(automation).toMatchObject({ name: data.automation.name, status: 'published', enabled: true });
    const hires = (await walkPages(t.api, '/applications', 100, { status: 'hired' })).rows.length;
    const runs = await waitFor(
      'a succeeded run per hire',
      async () => {
        const page = expectSuccess(await t.api.get(`/automations/${automation.id}/runs`).query({ status: 'succeeded', limit: '100' }));
        return page.length === hires && page;
      },
      60_000,
      500,
    );
    expect(runs).toHaveLength(hires);
    const tagged = expectSuccess(await t.api.get('/candidates').query({ tag: data.automation.tagLabel, limit: '100' }));
    expect(tagged).toHaveLength(hires);
  });

  it('finds a candidate by a word that only their résumé holds, once the worker has extracted it', async () => {
    const planned = data.candidates.find((candidate) => candidate.skills.includes('Kubernetes'))!;
    const [candidate] = expectSuccess(await t.api.get('/candidates').query({ email: planned.email }));
    const found = await waitFor(
      'the résumé text to be searchable',
      async () => expectSuccess(await t.api.get('/candidates').query({ q: 'kubernetes', limit: '100' })).some((row: { id: string }) => row.id === candidate.id),
      60_000,
      500,
    );
    expect(found).toBe(true);
    expect(`${planned.headline} ${planned.summary}`.toLowerCase()).not.toContain('kubernetes');
  });

  it('publishes a post per open job, with its pay and a form that asks for a résumé, questions, a consent and a voluntary self-ID', async () => {
    const jobs: Array<{ id: string; title: string; status: string }> = expectSuccess(await t.api.get('/jobs').query({ limit: '100' }));
    const posts: Array<Record<string, any>> = expectSuccess(await t.api.get('/job-posts').query({ limit: '100' }));
    expect(posts).toHaveLength(data.jobs.length);
    for (const [index, planned] of data.jobs.entries()) {
      const job = jobs.find((candidate) => candidate.title === planned.title)!;
      expect(job.status).toBe('open');
      const post = posts.find((candidate) => candidate.jobId === job.id)!;
      const plannedPost = data.jobPosts[index];
      expect(post).toMatchObject({
        status: 'live',
        title: planned.title,
        location: planned.location,
        content: plannedPost.content,
        salary: plannedPost.salary,
      });
      expect(post.form).toMatchObject({ resume: 'required', coverLetter: 'optional', phone: 'optional', linkedinUrl: 'optional' });
      expect(post.form.questions.map((question: { key: string }) => question.key)).toEqual(plannedPost.form.questions.map((question) => question.key));
      const inSection = (section: string) => post.form.questions.filter((question: { section: string }) => question.section === section);
      expect(inSection('consent')).toEqual([expect.objectContaining({ type: 'boolean', required: true })]);
      expect(inSection('self_id')).toEqual([expect.objectContaining({ type: 'single_select', required: false })]);
      expect(inSection('application').map((question: { type: string }) => question.type)).toContain('single_select');
    }
  });

  it('defines custom fields (notice period, visa sponsorship, salary expectation, availability) with values on most candidates', async () => {
    const fields = expectSuccess(await t.api.get('/custom-fields').query({ objectType: 'candidate' }));
    expect(fields.map((field: any) => field.key).sort()).toEqual(data.customFields.map((field) => field.key).sort());
    const { rows: candidates } = await walkPages(t.api, '/candidates', 100);
    const byEmail = new Map(candidates.map((candidate) => [candidate.email, candidate.id]));
    const planned = data.candidates.filter((candidate) => Object.keys(candidate.customFields).length > 0);
    expect(planned.length).toBeGreaterThan(150);
    for (const candidate of [planned[0], planned[planned.length - 1]])
      expect(expectSuccess(await t.api.get(`/candidates/${byEmail.get(candidate.email)}/custom-fields`))).toMatchObject(candidate.customFields);
    const sponsored = data.candidates.filter((candidate) => candidate.customFields.visa_sponsorship === 'required').length;
    const { rows: found } = await walkPages(t.api, '/candidates', 100, { 'cf.visa_sponsorship': 'required' });
    expect(found).toHaveLength(sponsored);
    const post = expectSuccess(await t.api.get('/job-posts').query({ status: 'live' }))[0];
    expect(post.form.questions.find((question: any) => question.key === 'start_date').customField).toBe('candidate.available_from');
  });

  it('is idempotent: a second run writes nothing and records no event', async () => {
    const before = await tableCounts(t);
    expect(await seed(t.config)).toEqual({});
    expect(await tableCounts(t)).toEqual(before);
  });

  it('gives a job that is not open no live post: closing it closes its post, and the next run publishes none', async () => {
    const [job] = expectSuccess(await t.api.get('/jobs').query({ limit: '100' })).filter((row: { title: string }) => row.title === data.jobs[4].title);
    expectSuccess(await t.api.patch(`/jobs/${job.id}`, { status: 'closed' }));
    expect(await seed(t.config)).toEqual({});
    expect(expectSuccess(await t.api.get('/job-posts').query({ jobId: job.id })).map((post: { status: string }) => post.status)).toEqual(['closed']);
    expect(expectSuccess(await t.api.get('/job-posts').query({ status: 'live' }))).toHaveLength(data.jobs.length - 1);
  });
});
