import { expectError, expectForbidden, expectSuccess } from '../../helpers/assertions';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apply, createJob, type TestJob } from '../../kits/applications-kit';
import { createOffer } from '../../kits/offers-kit';
import { createInterview } from '../../kits/pipeline-kit';

const DAY = 86_400_000;
const MARCH = Date.parse('2026-03-01T00:00:00.000Z');
/** An instant `days` after 2026-03-01T00:00Z (fractions allowed). */
const day = (days: number) => new Date(MARCH + days * DAY).toISOString();
const WINDOW = { from: '2026-03-01', to: '2026-03-31' };

/**
 * The reports (docs/api/reports.md) over a scenario built by hand: every figure below is counted on
 * paper from the timeline in the comments (days after 2026-03-01T00:00Z).
 */
describe('reports', () => {
  let t: TestApp;
  let job: TestJob;
  let other: TestJob;
  const ids: Record<string, string> = {};
  let stage: string[];

  /** Sets the times of an application's transitions, oldest first, its appliedAt to the first and its hiredAt to its hire's. */
  async function timeline(applicationId: string, days: number[]): Promise<void> {
    const rows: Array<{ id: string }> = await t.db.query('SELECT id FROM stage_transitions WHERE application_id = $1 ORDER BY at, id', [applicationId]);
    expect(rows.length).toBe(days.length);
    for (const [index, row] of rows.entries()) await t.db.query('UPDATE stage_transitions SET at = $2 WHERE id = $1', [row.id, day(days[index])]);
    await t.db.query(
      `UPDATE applications SET applied_at = $2, hired_at = (SELECT at FROM stage_transitions WHERE application_id = $1 AND to_status = 'hired') WHERE id = $1`,
      [applicationId, day(days[0])],
    );
  }
  const move = async (id: string, index: number) => expectSuccess(await t.api.post(`/applications/${id}/move`, { toStageId: stage[index] }));
  const sent = async (applicationId: string) => expectSuccess(await t.api.post(`/offers/${(await createOffer(t.api, applicationId)).id}/send`));
  const decide = async (offerId: string, decision: string) => expectSuccess(await t.api.post(`/offers/${offerId}/decision`, { decision }));
  const offerTimes = (offerId: string, sentDay: number, decidedDay: number | null, expiresDay: number | null = null) =>
    t.db.query('UPDATE offers SET sent_at = $2, decided_at = $3, expires_at = $4 WHERE id = $1', [
      offerId,
      day(sentDay),
      decidedDay === null ? null : day(decidedDay),
      expiresDay === null ? null : day(expiresDay),
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    job = await createJob(t); // Applied, Screen, Interview, Offer, Hired
    other = await createJob(t);
    stage = job.stages.map((s) => s.id);

    // 1 (referral): Applied 0 → Screen 2 → Interview 5 → Offer 6, offer sent 8, accepted (hired) 10; an interview.
    const one = await apply(t, { jobId: job.id, source: 'referral' });
    await move(one.id, 1);
    await move(one.id, 2);
    await move(one.id, 3);
    await createInterview(t, { applicationId: one.id });
    const offerOne = await sent(one.id);
    await decide(offerOne.id, 'accepted');
    await timeline(one.id, [0, 2, 5, 6, 10]);
    await offerTimes(offerOne.id, 8, 10);

    // 2 (referral): Applied 1 → Screen 4, offer sent 6 and declined 7, rejected 7⅓; an interview, canceled.
    const two = await apply(t, { jobId: job.id, source: 'referral' });
    await move(two.id, 1);
    const interview = await createInterview(t, { applicationId: two.id });
    expectSuccess(await t.api.post(`/interviews/${interview.id}/cancel`));
    const offerTwo = await sent(two.id);
    await decide(offerTwo.id, 'declined');
    expectSuccess(await t.api.post(`/applications/${two.id}/reject`));
    await timeline(two.id, [1, 4, 7 + 1 / 3]);
    await offerTimes(offerTwo.id, 6, 7);

    // 3 (linkedin): Applied 3 → Interview 4 → back to Screen 6, withdrawn 9½; an offer drafted, never sent.
    const three = await apply(t, { jobId: job.id, source: 'linkedin' });
    await move(three.id, 2);
    await move(three.id, 1);
    await createOffer(t.api, three.id);
    expectSuccess(await t.api.post(`/applications/${three.id}/withdraw`));
    await timeline(three.id, [3, 4, 6, 9.5]);

    // 4 (linkedin): Applied 20, still there; offer sent 20, expired 24.
    const four = await apply(t, { jobId: job.id, source: 'linkedin' });
    const offerFour = await sent(four.id);
    await timeline(four.id, [20]);
    await offerTimes(offerFour.id, 20, null, 24);
    ids.four = four.id;
    ids.fourCandidate = four.candidateId;

    // 5 (referral): applied in February (outside the window), hired 3 March; an interview.
    const five = await apply(t, { jobId: job.id, source: 'referral' });
    await createInterview(t, { applicationId: five.id });
    const offerFive = await sent(five.id);
    await decide(offerFive.id, 'accepted');
    await timeline(five.id, [-10, 2]);
    await offerTimes(offerFive.id, -5, 2);

    // 6 (referral, the other job): Applied 4, offer sent 29, accepted (hired) 32½ = 2 April 12:00.
    const six = await apply(t, { jobId: other.id, source: 'referral' });
    const offerSix = await sent(six.id);
    await decide(offerSix.id, 'accepted');
    await timeline(six.id, [4, 32.5]);
    await offerTimes(offerSix.id, 29, 32.5);
  });
  afterAll(async () => t?.close());

  const report = async (path: string, query: Record<string, string>) => expectSuccess(await t.api.get(`/reports/${path}`).query(query));

  const FUNNEL = () => ({
    jobId: job.id,
    stages: [
      // Stays 2, 3, 1 (4 is still there); 1, 2 and 3 went further.
      { stageId: stage[0], name: 'Applied', entered: 4, reachedNext: 3, conversionRate: 0.75, medianDaysInStage: 2, p90DaysInStage: 3 },
      // Stays 3, 3⅓, 3½; only 1 went further after entering (3 was in Interview before Screen).
      { stageId: stage[1], name: 'Screen', entered: 3, reachedNext: 1, conversionRate: 0.3333, medianDaysInStage: 3.33, p90DaysInStage: 3.5 },
      { stageId: stage[2], name: 'Interview', entered: 2, reachedNext: 1, conversionRate: 0.5, medianDaysInStage: 1, p90DaysInStage: 2 },
      { stageId: stage[3], name: 'Offer', entered: 1, reachedNext: 0, conversionRate: 0, medianDaysInStage: 4, p90DaysInStage: 4 },
      { stageId: stage[4], name: 'Hired', entered: 0, reachedNext: 0, conversionRate: null, medianDaysInStage: null, p90DaysInStage: null },
    ],
    totals: { applications: 4, hired: 1, rejected: 1, withdrawn: 1 },
  });

  it('funnel: per stage in pipeline order, entered, reachedNext, conversion and nearest-rank days of completed stays', async () => {
    const response = await t.api.get('/reports/funnel').query({ ...WINDOW, jobId: job.id });
    expect(expectSuccess(response)).toEqual(FUNNEL());
    expect(response.body.meta).toEqual({});
  });

  it('time-to-hire: from appliedAt to the hire, per job, source or month of the hire', async () => {
    const [first, second] = [job.id, other.id].sort();
    const byJob = { [job.id]: { hires: 1, medianDays: 10, p90Days: 10 }, [other.id]: { hires: 1, medianDays: 28.5, p90Days: 28.5 } };
    expect(await report('time-to-hire', WINDOW)).toEqual([first, second].map((group) => ({ group, ...byJob[group] })));
    expect(await report('time-to-hire', { ...WINDOW, groupBy: 'job' })).toEqual(await report('time-to-hire', WINDOW));
    expect(await report('time-to-hire', { ...WINDOW, groupBy: 'source' })).toEqual([{ group: 'referral', hires: 2, medianDays: 10, p90Days: 28.5 }]);
    expect(await report('time-to-hire', { ...WINDOW, groupBy: 'month' })).toEqual([
      { group: '2026-03', hires: 1, medianDays: 10, p90Days: 10 },
      { group: '2026-04', hires: 1, medianDays: 28.5, p90Days: 28.5 },
    ]);
    expect(await report('time-to-hire', { ...WINDOW, jobId: other.id })).toEqual([{ group: other.id, hires: 1, medianDays: 28.5, p90Days: 28.5 }]);
    // February holds 5's application; its hire (3 March) counts with the month it was applied in.
    expect(await report('time-to-hire', { from: '2026-02-01', to: '2026-02-28', groupBy: 'month' })).toEqual([
      { group: '2026-03', hires: 1, medianDays: 12, p90Days: 12 },
    ]);
  });

  it('sources: applications, those with an interview (canceled too), an offer sent, a hire', async () => {
    expect(await report('sources', WINDOW)).toEqual([
      { source: 'linkedin', applications: 2, reachedInterview: 0, offers: 1, hires: 0 },
      { source: 'referral', applications: 3, reachedInterview: 2, offers: 3, hires: 2 },
    ]);
    expect(await report('sources', { ...WINDOW, jobId: other.id })).toEqual([
      { source: 'referral', applications: 1, reachedInterview: 0, offers: 1, hires: 1 },
    ]);
  });

  it('offers: sent in the window, by outcome; acceptance over decided and expired; median days to a decision', async () => {
    const [first, second] = [job.id, other.id].sort();
    const byJob = {
      [job.id]: { sent: 3, accepted: 1, declined: 1, expired: 1, acceptanceRate: 0.3333, medianDaysToDecision: 1 },
      [other.id]: { sent: 1, accepted: 1, declined: 0, expired: 0, acceptanceRate: 1, medianDaysToDecision: 3.5 },
    };
    expect(await report('offers', WINDOW)).toEqual([first, second].map((group) => ({ group, ...byJob[group] })));
    expect(await report('offers', { ...WINDOW, groupBy: 'month' })).toEqual([
      { group: '2026-03', sent: 4, accepted: 2, declined: 1, expired: 1, acceptanceRate: 0.5, medianDaysToDecision: 2 },
    ]);
    expect(await report('offers', { from: '2026-02-01', to: '2026-02-28', groupBy: 'month' })).toEqual([
      { group: '2026-02', sent: 1, accepted: 1, declined: 0, expired: 0, acceptanceRate: 1, medianDaysToDecision: 7 },
    ]);
  });

  it('answers empty reports and null figures for a window with nothing in it', async () => {
    const empty = { from: '2025-01-01', to: '2025-01-31' };
    expect(await report('time-to-hire', empty)).toEqual([]);
    expect(await report('sources', empty)).toEqual([]);
    expect(await report('offers', empty)).toEqual([]);
    const funnel = await report('funnel', { ...empty, jobId: job.id });
    expect(funnel.totals).toEqual({ applications: 0, hired: 0, rejected: 0, withdrawn: 0 });
    expect(funnel.stages.map((row: any) => [row.entered, row.conversionRate, row.medianDaysInStage])).toEqual(Array(5).fill([0, null, null]));
  });

  it('takes any calendar date: 0001-01-01 to 9999-12-31 counts what a wide window counts, each extreme day alone counts nothing', async () => {
    const recruiter = (await t.factory.apiKey(['reports:read'], { ownerId: (await t.factory.user({ role: 'recruiter' })).id })).key as string;
    const wide = { from: '2000-01-01', to: '2099-12-31' };
    const windows = [
      [{ from: '0001-01-01', to: '9999-12-31' }, 'wide'],
      [{ to: '9999-12-31' }, 'empty'],
      [{ from: '9999-12-31', to: '9999-12-31' }, 'empty'],
      [{ to: '0001-01-01' }, 'empty'],
      [{ from: '0001-01-01', to: '0001-01-01' }, 'empty'],
    ] as const;
    const reads: Array<[string, Record<string, string>]> = [
      ['funnel', { jobId: job.id }],
      ...['job', 'source', 'month'].map((groupBy): [string, Record<string, string>] => ['time-to-hire', { groupBy }]),
      ['sources', {}],
      ['sources', { jobId: job.id }],
      ...['job', 'month'].map((groupBy): [string, Record<string, string>] => ['offers', { groupBy }]),
    ];
    expectSuccess(await t.api.patch(`/jobs/${other.id}`, { confidential: true }));
    try {
      for (const [window, expected] of windows) {
        for (const [path, query] of reads) {
          for (const key of [null, recruiter]) {
            const read = async (dates: Record<string, string>) =>
              expectSuccess(await (key === null ? t.api : t.as(key)).get(`/reports/${path}`).query({ ...query, ...dates }));
            const totals = { applications: 0, hired: 0, rejected: 0, withdrawn: 0 };
            const empty = path === 'funnel' ? { jobId: job.id, stages: expect.anything(), totals } : [];
            expect(await read(window)).toEqual(expected === 'wide' ? await read(wide) : empty);
          }
        }
      }
    } finally {
      expectSuccess(await t.api.patch(`/jobs/${other.id}`, { confidential: false }));
    }
  });

  it('answers format=csv as text/csv: a header line, one line per row (the funnel: per stage)', async () => {
    const funnel = await t.api.get('/reports/funnel').query({ ...WINDOW, jobId: job.id, format: 'csv' });
    expect(funnel.status).toBe(200);
    expect(funnel.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(funnel.text).toBe(
      [
        'stageId,name,entered,reachedNext,conversionRate,medianDaysInStage,p90DaysInStage',
        `${stage[0]},Applied,4,3,0.75,2,3`,
        `${stage[1]},Screen,3,1,0.3333,3.33,3.5`,
        `${stage[2]},Interview,2,1,0.5,1,2`,
        `${stage[3]},Offer,1,0,0,4,4`,
        `${stage[4]},Hired,0,0,,,`,
        '',
      ].join('\r\n'),
    );
    const sources = await t.api.get('/reports/sources').query({ ...WINDOW, format: 'csv' });
    expect(sources.text).toBe('source,applications,reachedInterview,offers,hires\r\nlinkedin,2,0,1,0\r\nreferral,3,2,3,2\r\n');
    const months = await t.api.get('/reports/time-to-hire').query({ ...WINDOW, groupBy: 'month', format: 'csv' });
    expect(months.text).toBe('group,hires,medianDays,p90Days\r\n2026-03,1,10,10\r\n2026-04,1,28.5,28.5\r\n');
    const offers = await t.api.get('/reports/offers').query({ ...WINDOW, groupBy: 'month', format: 'csv' });
    expect(offers.text).toBe('group,sent,accepted,declined,expired,acceptanceRate,medianDaysToDecision\r\n2026-03,4,2,1,1,0.5,2\r\n');
    expect((await t.api.get('/reports/sources').query({ ...WINDOW, format: 'json' })).body.data).toEqual(await report('sources', WINDOW));
  });

  it('refuses a bad query with 422: from after to, a bad date, format or groupBy, the funnel without a jobId', async () => {
    const cases: Array<[string, Record<string, string>, string]> = [
      ['sources', { from: '2026-03-02', to: '2026-03-01' }, 'from'],
      ['sources', { from: '2099-01-01' }, 'from'],
      ['sources', { to: '2026-02-30' }, 'to'],
      ['sources', { from: '2026-3-1' }, 'from'],
      ['sources', { format: 'xml' }, 'format'],
      ['offers', { groupBy: 'source' }, 'groupBy'],
      ['time-to-hire', { groupBy: 'week' }, 'groupBy'],
      ['funnel', {}, 'jobId'],
      ['sources', { jobId: 'nope' }, 'jobId'],
    ];
    for (const [path, query, field] of cases) {
      const error = expectError(await t.api.get(`/reports/${path}`).query(query), 422, 'VALIDATION_ERROR');
      expect(error.details.map((issue: any) => [issue.location, issue.path])).toEqual([['query', field]]);
    }
  });

  it('answers 404 for a jobId that names no job, also a deleted one', async () => {
    const unknown = '0190a2b3-c4d5-7e6f-8a9b-0c1d2e3f4a5b';
    for (const path of ['funnel', 'time-to-hire', 'sources', 'offers']) {
      expectError(await t.api.get(`/reports/${path}`).query({ jobId: unknown }), 404, 'NOT_FOUND');
    }
    const gone = await createJob(t);
    expectSuccess(await t.api.delete(`/jobs/${gone.id}`));
    expectError(await t.api.get('/reports/funnel').query({ jobId: gone.id }), 404, 'NOT_FOUND');
  });

  it('needs reports:read', async () => {
    const key = (await t.factory.apiKey(['applications:read'])).key;
    expectForbidden(await t.as(key).get('/reports/sources'), 'reports:read');
    const reader = (await t.factory.apiKey(['reports:read'])).key;
    expect(expectSuccess(await t.as(reader).get('/reports/sources').query(WINDOW))).toEqual(await report('sources', WINDOW));
  });

  it("counts a hiring manager's jobs only: those on whose team they are, the same figures as the admin's for them", async () => {
    const managerOf = async (jobIds: string[]) => {
      const user = await t.factory.user({ role: 'hiring_manager' });
      for (const jobId of jobIds) expectSuccess(await t.api.put(`/jobs/${jobId}/hiring-team`, { members: [{ userId: user.id, role: 'hiring_manager' }] }));
      const key = (await t.factory.apiKey(['reports:read'], { ownerId: user.id })).key as string;
      return async (path: string, query: Record<string, string>) => expectSuccess(await t.as(key).get(`/reports/${path}`).query(query));
    };
    const ofOther = await managerOf([other.id]);
    for (const groupBy of ['job', 'source', 'month']) {
      expect(await ofOther('time-to-hire', { ...WINDOW, groupBy })).toEqual(await report('time-to-hire', { ...WINDOW, groupBy, jobId: other.id }));
    }
    for (const groupBy of ['job', 'month']) {
      expect(await ofOther('offers', { ...WINDOW, groupBy })).toEqual(await report('offers', { ...WINDOW, groupBy, jobId: other.id }));
    }
    expect(await ofOther('sources', WINDOW)).toEqual([{ source: 'referral', applications: 1, reachedInterview: 0, offers: 1, hires: 1 }]);
    expect(await ofOther('time-to-hire', WINDOW)).toEqual([{ group: other.id, hires: 1, medianDays: 28.5, p90Days: 28.5 }]);
    const ofBoth = await managerOf([job.id, other.id]);
    expect(await ofBoth('funnel', { ...WINDOW, jobId: job.id })).toEqual(FUNNEL());
    for (const [path, query] of [
      ['time-to-hire', { groupBy: 'source' }],
      ['offers', { groupBy: 'job' }],
    ] as const) {
      expect(await ofBoth(path, { ...WINDOW, ...query })).toEqual(await report(path, { ...WINDOW, ...query }));
    }
    const ofNone = await managerOf([]);
    for (const path of ['time-to-hire', 'sources', 'offers']) expect(await ofNone(path, WINDOW)).toEqual([]);
  });

  it("counts a recruiter's jobs: every job but a confidential one off their team (sources: every job's counts less that job's)", async () => {
    const user = await t.factory.user({ role: 'recruiter' });
    const key = (await t.factory.apiKey(['reports:read'], { ownerId: user.id })).key as string;
    const recruiter = async (path: string, query: Record<string, string>) => expectSuccess(await t.as(key).get(`/reports/${path}`).query(query));
    expect(await recruiter('sources', WINDOW)).toEqual(await report('sources', WINDOW));
    expectSuccess(await t.api.patch(`/jobs/${other.id}`, { confidential: true }));
    try {
      expect(await recruiter('sources', WINDOW)).toEqual(await report('sources', { ...WINDOW, jobId: job.id }));
      expect(await recruiter('time-to-hire', WINDOW)).toEqual(await report('time-to-hire', { ...WINDOW, jobId: job.id }));
      expect(await recruiter('offers', { ...WINDOW, groupBy: 'month' })).toEqual(await report('offers', { ...WINDOW, groupBy: 'month', jobId: job.id }));
    } finally {
      expectSuccess(await t.api.patch(`/jobs/${other.id}`, { confidential: false }));
    }
  });

  describe('sources over every job, from the counts kept per day and source', () => {
    const everyJob = () => report('sources', WINDOW);
    /** The report per job (read from the applications), added up over the jobs. */
    const addedUp = async () => {
      const totals = new Map<string, Record<string, any>>();
      for (const jobId of [job.id, other.id, ...extraJobs]) {
        for (const row of await report('sources', { ...WINDOW, jobId })) {
          const sum = totals.get(row.source) ?? { source: row.source, applications: 0, reachedInterview: 0, offers: 0, hires: 0 };
          for (const key of ['applications', 'reachedInterview', 'offers', 'hires']) sum[key] += row[key];
          totals.set(row.source, sum);
        }
      }
      return [...totals.values()].sort((a, b) => (a.source < b.source ? -1 : 1));
    };
    const extraJobs: string[] = [];

    it('agree with the applications, also after interviews created at once, an offer sent, a hire and an erasure', async () => {
      expect(await everyJob()).toEqual(await addedUp());
      const extra = await createJob(t);
      extraJobs.push(extra.id);
      const application = await apply(t, { jobId: extra.id, source: 'event' });
      await Promise.all([createInterview(t, { applicationId: application.id }), createInterview(t, { applicationId: application.id })]);
      const offer = await sent(application.id);
      await decide(offer.id, 'accepted');
      await timeline(application.id, [12, 14]);
      const erased = await apply(t, { jobId: extra.id, source: 'event' });
      await createInterview(t, { applicationId: erased.id });
      await sent(erased.id);
      await timeline(erased.id, [13]);
      expect((await everyJob()).find((row: any) => row.source === 'event')).toEqual({
        source: 'event',
        applications: 2,
        reachedInterview: 2,
        offers: 2,
        hires: 1,
      });
      expectSuccess(await t.api.delete(`/candidates/${erased.candidateId}`));
      expect((await everyJob()).find((row: any) => row.source === 'event')).toEqual({
        source: 'event',
        applications: 1,
        reachedInterview: 1,
        offers: 1,
        hires: 1,
      });
      expect(await everyJob()).toEqual(await addedUp());
    });

    it("leave an erased application's source in no report table, and the counts right", async () => {
      const extra = await createJob(t);
      extraJobs.push(extra.id);
      const source = `erased-${Date.now()}`;
      const erased = [];
      // Several applications of one day and source (their counts spread over shards), one with an interview, an offer and a hire.
      for (let index = 0; index < 6; index++) erased.push(await apply(t, { jobId: extra.id, source }));
      await createInterview(t, { applicationId: erased[0].id });
      await decide((await sent(erased[0].id)).id, 'accepted');
      for (const application of erased) await timeline(application.id, application === erased[0] ? [16, 17] : [16]);
      const kept = await apply(t, { jobId: extra.id, source: 'event' });
      await timeline(kept.id, [16]);
      expect((await everyJob()).find((row: any) => row.source === source)).toEqual({ source, applications: 6, reachedInterview: 1, offers: 1, hires: 1 });

      for (const application of erased) expectSuccess(await t.api.delete(`/candidates/${application.candidateId}`));
      const tables: Array<{ name: string }> = await t.db.query(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name LIKE 'report\\_%'`,
      );
      expect(tables.map((table) => table.name).sort()).toEqual(['report_application_marks', 'report_source_counts']);
      for (const { name } of tables) {
        const [row] = await t.db.query(`SELECT count(*)::int AS n FROM ${name} r WHERE r::text LIKE $1`, [`%${source}%`]);
        expect([name, row.n]).toEqual([name, 0]);
      }
      expect((await everyJob()).find((row: any) => row.source === source)).toBeUndefined();
      expect(await everyJob()).toEqual(await addedUp());
    });

    it('are what a rebuild from the tables counts', async () => {
      const before = await everyJob();
      await t.db.query('SELECT report_source_counts_rebuild()');
      expect(await everyJob()).toEqual(before);
    });
  });

  it("computes the database's percentiles by the nearest-rank definition", async () => {
    const samples = [[5], [4, 8], [1, 2, 3], [9, 1, 5, 7, 3, 10, 2, 8, 6, 4], Array.from({ length: 37 }, (_, i) => (i * 7919) % 101)];
    for (const values of samples) {
      const sorted = [...values].sort((a, b) => a - b);
      const rank = (p: number) => sorted[Math.max(1, Math.ceil((p * sorted.length) / 100)) - 1];
      const [row] = await t.db.query(
        'SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY v) AS p50, percentile_disc(0.9) WITHIN GROUP (ORDER BY v) AS p90 FROM unnest($1::int[]) v',
        [values],
      );
      expect([row.p50, row.p90]).toEqual([rank(50), rank(90)]);
    }
  });

  it('keeps every figure after a merge moves an application to another candidate', async () => {
    const before = await Promise.all([
      report('funnel', { ...WINDOW, jobId: job.id }),
      report('time-to-hire', WINDOW),
      report('sources', WINDOW),
      report('offers', WINDOW),
    ]);
    const survivor = await t.factory.candidate();
    expectSuccess(await t.api.post(`/candidates/${survivor.id}/merge`, { duplicateId: ids.fourCandidate }));
    const history = expectSuccess(await t.api.get(`/applications/${ids.four}/stage-transitions`));
    expect(history.map((row: any) => row.via)).toEqual(['api', 'merge']);
    const after = await Promise.all([
      report('funnel', { ...WINDOW, jobId: job.id }),
      report('time-to-hire', WINDOW),
      report('sources', WINDOW),
      report('offers', WINDOW),
    ]);
    expect(after).toEqual(before);
    expect(after[0]).toEqual(FUNNEL());
  });
});
