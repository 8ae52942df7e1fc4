import type { Response } from 'supertest';
import { expectError, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apply, createJob, ordersInStage, setJobStatus, type TestJob } from '../../kits/applications-kit';
import { activityOf } from '../../helpers/common';

const ROUNDS = 8;
const statuses = (responses: Response[]) => responses.map((response) => response.status);
const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** Issue 3, "Correctness under concurrency": requests fired at once end in a state one order of them could produce, never a 500. */
describe('applications under concurrency', () => {
  let t: TestApp;
  let job: TestJob;
  beforeAll(async () => {
    t = await createTestApp();
    job = await createJob(t);
  });
  afterAll(async () => t?.close());

  const move = (id: string, toStageId: string) => t.api.post(`/applications/${id}/move`, { toStageId });
  const typesOf = async (id: string) => (await activityOf(t.api, id)).map((event) => event.type).reverse();
  const stageEvents = async (id: string) => (await activityOf(t.api, id)).filter((event) => event.type === 'application.stage_changed').reverse();
  const current = async (id: string) => expectSuccess(await t.api.get(`/applications/${id}`));

  it('two simultaneous moves of one application to different stages run one after the other', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const application = await apply(t, { jobId: job.id });
      const [a, b] = [job.stages[1].id, job.stages[3].id];
      const responses = await Promise.all([move(application.id, a), move(application.id, b)]);
      expect(statuses(responses)).toEqual([200, 200]);
      const final = await current(application.id);
      // The one that committed last wins; the other's answer was true when it was given.
      expect([a, b]).toContain(final.currentStageId);
      const winner = responses.find((response) => response.body.data.currentStageId === final.currentStageId) as Response;
      expect(winner.body.data).toEqual(final);
      const events = await stageEvents(application.id);
      expect(events.map((event) => event.metadata)).toEqual([
        { fromStageId: job.stages[0].id, toStageId: final.currentStageId === a ? b : a },
        { fromStageId: final.currentStageId === a ? b : a, toStageId: final.currentStageId },
      ]);
    }
  });

  it('two simultaneous moves of one application to the same stage: one moves, the other is a no-op', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const application = await apply(t, { jobId: job.id });
      const responses = await Promise.all([move(application.id, job.stages[2].id), move(application.id, job.stages[2].id)]);
      expect(statuses(responses)).toEqual([200, 200]);
      const final = await current(application.id);
      expect(responses.map((response) => response.body.data)).toEqual([final, final]);
      expect(await stageEvents(application.id)).toHaveLength(1);
    }
  });

  it('a move racing a reject ends rejected: either the move lost (409) or it happened first', async () => {
    for (let round = 0; round < ROUNDS * 2; round++) {
      const application = await apply(t, { jobId: job.id });
      const target = job.stages[1].id;
      const sendMove = () => move(application.id, target);
      const sendReject = () => t.api.post(`/applications/${application.id}/reject`);
      // Alternate which request is sent first so both orders get a chance.
      const [moved, rejected] =
        round % 2 === 0
          ? await Promise.all([sendMove(), sendReject()])
          : await Promise.all([sendReject(), sendMove()]).then(([second, first]) => [first, second]);
      expect(rejected.status).toBe(200);
      const final = await current(application.id);
      expect(final.status).toBe('rejected');
      expect(rejected.body.data).toEqual(final);
      if (moved.status === 200) {
        expect(moved.body.data).toMatchObject({ status: 'active', currentStageId: target });
        expect(final.currentStageId).toBe(target);
        expect(await typesOf(application.id)).toEqual(['application.created', 'application.stage_changed', 'application.rejected']);
      } else {
        expect(expectError(moved, 409, 'INVALID_STATE').details).toEqual({ status: 'rejected', allowed: ['active'] });
        expect(final.currentStageId).toBe(job.stages[0].id);
        expect(await typesOf(application.id)).toEqual(['application.created', 'application.rejected']);
      }
    }
  });

  it('a reject racing a withdraw: exactly one of them happens', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const application = await apply(t, { jobId: job.id });
      const [rejected, withdrawn] = await Promise.all([
        t.api.post(`/applications/${application.id}/reject`),
        t.api.post(`/applications/${application.id}/withdraw`),
      ]);
      expect(statuses([rejected, withdrawn]).sort()).toEqual([200, 409]);
      const winner = rejected.status === 200 ? rejected : withdrawn;
      const loser = rejected.status === 200 ? withdrawn : rejected;
      expect(expectError(loser, 409, 'INVALID_STATE').details).toEqual({ status: winner.body.data.status, allowed: ['active'] });
      expect(await current(application.id)).toEqual(winner.body.data);
      expect(await typesOf(application.id)).toHaveLength(2);
    }
  });

  it('two simultaneous applications of one candidate to one job: one 201, one 409 CONFLICT', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const candidate = await t.factory.candidate();
      const payload = { candidateId: candidate.id, jobId: job.id, source: 'race' };
      const responses = await Promise.all([t.api.post('/applications', payload), t.api.post('/applications', payload)]);
      expect(statuses(responses).sort()).toEqual([201, 409]);
      const created = responses.find((response) => response.status === 201) as Response;
      const refused = responses.find((response) => response.status === 409) as Response;
      expect(expectError(refused, 409, 'CONFLICT').details).toEqual({ applicationId: created.body.data.id });
      const rows = await t.db.query('SELECT id FROM applications WHERE candidate_id = $1', [candidate.id]);
      expect(rows).toEqual([{ id: created.body.data.id }]);
      expect(await typesOf(created.body.data.id)).toEqual(['application.created']);
    }
  });

  it('ten simultaneous applications of one candidate to one job: one 201, nine 409', async () => {
    const candidate = await t.factory.candidate();
    const payload = { candidateId: candidate.id, jobId: job.id, source: 'race' };
    const responses = await Promise.all(range(10).map(() => t.api.post('/applications', payload)));
    expect(statuses(responses).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const response of responses.filter((r) => r.status === 409)) expectError(response, 409, 'CONFLICT');
  });

  it('many simultaneous applications to one job get distinct, gap-free positions in the first stage', async () => {
    const fresh = await createJob(t);
    const candidates = await Promise.all(range(30).map(() => t.factory.candidate()));
    const responses = await Promise.all(
      candidates.map((candidate) => t.api.post('/applications', { candidateId: candidate.id, jobId: fresh.id, source: 'bulk' })),
    );
    expect(statuses(responses)).toEqual(Array(30).fill(201));
    expect(responses.map((response) => response.body.data.pipelineOrder).sort((a, b) => a - b)).toEqual(range(30));
    expect(await ordersInStage(t, fresh.stages[0].id)).toEqual(range(30));
  });

  it('many simultaneous moves and applications into one stage leave its positions unique', async () => {
    const fresh = await createJob(t);
    const applications: Array<Record<string, any>> = [];
    for (let index = 0; index < 16; index++) applications.push(await apply(t, { jobId: fresh.id }));
    const spread = await Promise.all(applications.slice(0, 8).map((application) => move(application.id, fresh.stages[2].id)));
    expect(statuses(spread)).toEqual(Array(8).fill(200));
    // Everything at once: stage 2 → 0, 0 → 1 and new applications into stage 0.
    const newcomers = await Promise.all(range(8).map(() => t.factory.candidate()));
    const responses = await Promise.all([
      ...applications.slice(0, 8).map((application) => move(application.id, fresh.stages[0].id)),
      ...applications.slice(8).map((application) => move(application.id, fresh.stages[1].id)),
      ...newcomers.map((candidate) => t.api.post('/applications', { candidateId: candidate.id, jobId: fresh.id, source: 'mixed' })),
    ]);
    expect(statuses(responses)).toEqual([...Array(16).fill(200), ...Array(8).fill(201)]);
    const stage0 = await ordersInStage(t, fresh.stages[0].id);
    expect(stage0).toHaveLength(16);
    expect(new Set(stage0).size).toBe(16);
    expect(Math.min(...stage0)).toBeGreaterThan(0);
    expect(await ordersInStage(t, fresh.stages[1].id)).toEqual(range(8));
    expect(await ordersInStage(t, fresh.stages[2].id)).toEqual([]);
    // The list agrees with the table.
    const listed = expectSuccess(await t.api.get('/applications').query({ stageId: fresh.stages[0].id, limit: '100' }));
    expect(listed.map((row: { pipelineOrder: number }) => row.pipelineOrder).sort((a: number, b: number) => a - b)).toEqual(stage0);
  });

  it('an erasure racing an application: either the application is made and erased with the candidate, or it is refused (422)', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const candidate = await t.factory.candidate();
      const [created, erased] = await Promise.all([
        t.api.post('/applications', { candidateId: candidate.id, jobId: job.id, source: 'race' }),
        t.api.delete(`/candidates/${candidate.id}`),
      ]);
      expect(erased.status).toBe(200);
      if (created.status === 201) expectError(await t.api.get(`/applications/${created.body.data.id}`), 404, 'NOT_FOUND');
      else expectValidationError(created, [{ location: 'body', path: 'candidateId' }]);
      expect(await t.db.query('SELECT id FROM applications WHERE candidate_id = $1', [candidate.id])).toEqual([]);
    }
  });

  it('a job closing while an application arrives: the application is made before the close, or refused after it', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const closing = await createJob(t);
      const candidate = await t.factory.candidate();
      const [created] = await Promise.all([
        t.api.post('/applications', { candidateId: candidate.id, jobId: closing.id, source: 'race' }),
        setJobStatus(t, closing.id, 'closed'),
      ]);
      if (created.status === 201) expect(await current(created.body.data.id)).toMatchObject({ status: 'active', jobId: closing.id });
      else expect(expectError(created, 409, 'INVALID_STATE').details).toEqual({ status: 'closed', allowed: ['open'] });
    }
  });
  describe('locks held while a request waits', () => {
    /**
     * Holds a row lock in a transaction of the test's own (as a close of the job by the jobs context
     * would), starts the request, waits until it blocks on that lock or finishes, then runs `change`
     * and commits. A request that reads without the lock finishes first and misses the change.
     */
    async function whileLocked(
      lockSql: string,
      params: unknown[],
      request: () => Promise<Response>,
      change: (query: (sql: string) => Promise<unknown>) => Promise<unknown>,
    ): Promise<Response> {
      const runner = t.db.createQueryRunner();
      await runner.connect();
      try {
        await runner.startTransaction();
        await runner.query(lockSql, params);
        let settled = false;
        const pending = request().finally(() => (settled = true));
        for (let attempt = 0; attempt < 200 && !settled; attempt++) {
          const waiting = await t.db.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
          if (waiting.length > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await change((sql) => runner.query(sql, params));
        await runner.commitTransaction();
        return await pending;
      } finally {
        await runner.release();
      }
    }

    it('an application waits for a close of the job in progress, then is refused (409)', async () => {
      const closing = await createJob(t);
      const candidate = await t.factory.candidate();
      const created = await whileLocked(
        'SELECT 1 FROM jobs WHERE id = $1 FOR UPDATE',
        [closing.id],
        async () => t.api.post('/applications', { candidateId: candidate.id, jobId: closing.id, source: 'race' }),
        (query) => query(`UPDATE jobs SET status = 'closed' WHERE id = $1`),
      );
      expect(expectError(created, 409, 'INVALID_STATE').details).toEqual({ status: 'closed', allowed: ['open'] });
    });

    it('a move waits for a close of the job in progress, then is refused (409)', async () => {
      const closing = await createJob(t);
      const application = await apply(t, { jobId: closing.id });
      const moved = await whileLocked(
        'SELECT 1 FROM jobs WHERE id = $1 FOR UPDATE',
        [closing.id],
        async () => move(application.id, closing.stages[1].id),
        (query) => query(`UPDATE jobs SET status = 'closed', deleted_at = now() WHERE id = $1`),
      );
      expectError(moved, 409, 'INVALID_STATE');
      expect((await current(application.id)).currentStageId).toBe(closing.stages[0].id);
    });

    it('an application waits for an erasure of the candidate in progress, then is refused (422)', async () => {
      const candidate = await t.factory.candidate();
      const created = await whileLocked(
        'SELECT 1 FROM candidates WHERE id = $1 FOR UPDATE',
        [candidate.id],
        async () => t.api.post('/applications', { candidateId: candidate.id, jobId: job.id, source: 'race' }),
        (query) => query('DELETE FROM candidates WHERE id = $1'),
      );
      expectValidationError(created, [{ location: 'body', path: 'candidateId' }]);
    });

    it('a reject waits for another change of the application in progress and sees its result', async () => {
      const application = await apply(t, { jobId: job.id });
      const rejected = await whileLocked(
        'SELECT 1 FROM applications WHERE id = $1 FOR UPDATE',
        [application.id],
        async () => t.api.post(`/applications/${application.id}/reject`),
        (query) => query(`UPDATE applications SET status = 'withdrawn' WHERE id = $1`),
      );
      expect(expectError(rejected, 409, 'INVALID_STATE').details).toEqual({ status: 'withdrawn', allowed: ['active'] });
    });
  });
});
