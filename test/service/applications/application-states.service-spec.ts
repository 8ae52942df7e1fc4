import { ApplicationsModule, ApplicationsService } from '@app/applications';
import { ConflictError, InvalidStateError, NotFoundError, ValidationFailedError } from '@app/core';
import { JobsService } from '@app/jobs';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { bootContext, type BootedContext } from '../../helpers/service-context';
import { createApplication, createCandidate, createJob } from '../records';

/** The application state machine (docs/api/states.md#application), on ApplicationsService. */
describe('ApplicationsService: application states', () => {
  let context: BootedContext;
  let applications: ApplicationsService;

  beforeAll(async () => {
    context = await bootContext({ imports: [ApplicationsModule] });
    applications = context.get(ApplicationsService);
  });
  afterAll(() => context?.close());

  describe('create', () => {
    it('starts an active application in the first stage of an open job', async () => {
      const { job, application } = await createApplication(context);
      expect(application).toMatchObject({ jobId: job.id, status: 'active', currentStageId: job.stages[0].id });
    });

    it.each(['draft', 'on_hold'] as const)('refuses a %s job with INVALID_STATE', async (status) => {
      const job = await createJob(context, status);
      const candidate = await createCandidate(context);
      const creation = applications.create(context.actor, { jobId: job.id, candidateId: candidate.id, source: 'service-spec' });
      await expect(creation).rejects.toBeInstanceOf(InvalidStateError);
      await expect(creation).rejects.toMatchObject({ details: { status, allowed: ['open'] } });
    });

    it('refuses a job closed by update with INVALID_STATE', async () => {
      const job = await createJob(context);
      await context.get(JobsService).update(context.actor, job.id, { status: 'closed' });
      const candidate = await createCandidate(context);
      await expect(applications.create(context.actor, { jobId: job.id, candidateId: candidate.id, source: 'service-spec' })).rejects.toMatchObject({
        code: 'INVALID_STATE',
        details: { status: 'closed', allowed: ['open'] },
      });
    });

    it('treats a deleted job as missing: VALIDATION_ERROR on jobId', async () => {
      const job = await createJob(context);
      await context.get(JobsService).close(context.actor, job.id);
      const candidate = await createCandidate(context);
      await expect(applications.create(context.actor, { jobId: job.id, candidateId: candidate.id, source: 'service-spec' })).rejects.toMatchObject({
        issues: [{ location: 'body', path: 'jobId' }],
      });
    });

    it('refuses a second active application of the candidate to the job with CONFLICT naming the first', async () => {
      const { job, application } = await createApplication(context);
      const second = applications.create(context.actor, { jobId: job.id, candidateId: application.candidateId, source: 'service-spec' });
      await expect(second).rejects.toBeInstanceOf(ConflictError);
      await expect(second).rejects.toMatchObject({ details: { applicationId: application.id } });
    });

    it('names both missing references in one VALIDATION_ERROR', async () => {
      const creation = applications.create(context.actor, { jobId: UNKNOWN_UUID, candidateId: UNKNOWN_UUID, source: 'service-spec' });
      await expect(creation).rejects.toBeInstanceOf(ValidationFailedError);
      await expect(creation).rejects.toMatchObject({ issues: [{ path: 'jobId' }, { path: 'candidateId' }] });
    });
  });

  describe('move', () => {
    it('moves an active application to another stage of its job', async () => {
      const { job, application } = await createApplication(context);
      const moved = await applications.move(context.actor, application.id, { toStageId: job.stages[2].id });
      expect(moved).toMatchObject({ id: application.id, status: 'active', currentStageId: job.stages[2].id });
      expect(await applications.get(application.id)).toMatchObject({ currentStageId: job.stages[2].id });
    });

    it('returns the application unchanged for a move to its current stage', async () => {
      const { job, application } = await createApplication(context);
      expect(await applications.move(context.actor, application.id, { toStageId: job.stages[0].id })).toEqual(application);
    });

    it('refuses a stage of another job with VALIDATION_ERROR on toStageId', async () => {
      const { application } = await createApplication(context);
      const otherJob = await createJob(context);
      const move = applications.move(context.actor, application.id, { toStageId: otherJob.stages[1].id });
      await expect(move).rejects.toBeInstanceOf(ValidationFailedError);
      await expect(move).rejects.toMatchObject({ issues: [{ location: 'body', path: 'toStageId' }] });
    });

    it('refuses a move once the job is closed, even to the current stage (state before body)', async () => {
      const { job, application } = await createApplication(context);
      await context.get(JobsService).close(context.actor, job.id);
      await expect(applications.move(context.actor, application.id, { toStageId: job.stages[0].id })).rejects.toMatchObject({
        code: 'INVALID_STATE',
        details: { status: 'closed', allowed: ['draft', 'open', 'on_hold'] },
      });
      await expect(applications.move(context.actor, application.id, { toStageId: UNKNOWN_UUID })).rejects.toBeInstanceOf(InvalidStateError);
    });

    it('moves while the job is on hold', async () => {
      const { job, application } = await createApplication(context);
      await context.get(JobsService).update(context.actor, job.id, { status: 'on_hold' });
      expect(await applications.move(context.actor, application.id, { toStageId: job.stages[1].id })).toMatchObject({ currentStageId: job.stages[1].id });
    });

    it('refuses an unknown application with NOT_FOUND', async () => {
      await expect(applications.move(context.actor, UNKNOWN_UUID, { toStageId: UNKNOWN_UUID })).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  describe('reject and withdraw', () => {
    it('rejects an active application, keeping its stage', async () => {
      const { application } = await createApplication(context);
      expect(await applications.reject(context.actor, application.id)).toMatchObject({ status: 'rejected', currentStageId: application.currentStageId });
    });

    it('withdraws an active application', async () => {
      const { application } = await createApplication(context);
      expect(await applications.withdraw(context.actor, application.id)).toMatchObject({ status: 'withdrawn' });
    });

    it.each([
      ['rejected', 'reject'],
      ['rejected', 'withdraw'],
      ['withdrawn', 'reject'],
      ['withdrawn', 'withdraw'],
    ] as const)('refuses to %s → %s with INVALID_STATE (only active changes)', async (status, action) => {
      const { application } = await createApplication(context);
      await applications[status === 'rejected' ? 'reject' : 'withdraw'](context.actor, application.id);
      const change = applications[action](context.actor, application.id);
      await expect(change).rejects.toBeInstanceOf(InvalidStateError);
      await expect(change).rejects.toMatchObject({ details: { status, allowed: ['active'] } });
      expect(await applications.get(application.id)).toMatchObject({ status });
    });

    it.each(['reject', 'withdraw'] as const)('refuses to move an application after %s', async (action) => {
      const { job, application } = await createApplication(context);
      await applications[action](context.actor, application.id);
      await expect(applications.move(context.actor, application.id, { toStageId: job.stages[1].id })).rejects.toBeInstanceOf(InvalidStateError);
    });

    it('frees the candidate to apply to the job again', async () => {
      const { job, application } = await createApplication(context);
      await applications.withdraw(context.actor, application.id);
      const again = await applications.create(context.actor, { jobId: job.id, candidateId: application.candidateId, source: 'service-spec' });
      expect(again).toMatchObject({ status: 'active' });
      expect(again.id).not.toBe(application.id);
    });
  });

  describe('markHired', () => {
    it('hires an active application in the caller’s transaction', async () => {
      const { application } = await createApplication(context);
      await context.db.transaction((tx) => applications.markHired(tx, context.actor, application.id, UNKNOWN_UUID));
      expect(await applications.get(application.id)).toMatchObject({ status: 'hired' });
    });

    it('refuses a rejected application with INVALID_STATE and leaves it rejected', async () => {
      const { application } = await createApplication(context);
      await applications.reject(context.actor, application.id);
      await expect(context.db.transaction((tx) => applications.markHired(tx, context.actor, application.id, UNKNOWN_UUID))).rejects.toMatchObject({
        code: 'INVALID_STATE',
        details: { status: 'rejected', allowed: ['active'] },
      });
      expect(await applications.get(application.id)).toMatchObject({ status: 'rejected' });
    });
  });
});

/** ApplicationChangeOptions.at: history written after the fact by in-process callers (the demo seed, docs/adr/0057-demo-data-set.md). */
describe('ApplicationsService: changes dated by the caller', () => {
  let context: BootedContext;
  let applications: ApplicationsService;

  beforeAll(async () => {
    context = await bootContext({ imports: [ApplicationsModule] });
    applications = context.get(ApplicationsService);
  });
  afterAll(() => context?.close());

  const day = (n: number) => new Date(Date.UTC(2026, 5, 1 + n, 9));

  it('dates the creation, a move and a reject, and their stage history, at the times given', async () => {
    const job = await createJob(context);
    const candidate = await createCandidate(context);
    const created = await applications.create(context.actor, { jobId: job.id, candidateId: candidate.id, source: 'service-spec' }, { at: day(0) });
    expect(created).toMatchObject({ appliedAt: day(0).toISOString(), updatedAt: day(0).toISOString() });
    await applications.move(context.actor, created.id, { toStageId: job.stages[1].id }, { at: day(3) });
    const rejected = await applications.reject(context.actor, created.id, { at: day(5) });
    expect(rejected).toMatchObject({ appliedAt: day(0).toISOString(), updatedAt: day(5).toISOString(), status: 'rejected' });
    const rows: Array<{ at: Date }> = await context.db.query('SELECT at FROM stage_transitions WHERE application_id = $1 ORDER BY at', [created.id]);
    expect(rows.map((row) => row.at.toISOString())).toEqual([day(0), day(3), day(5)].map((at) => at.toISOString()));
  });

  it('refuses a time before the application last changed, so that its stays never run backwards', async () => {
    const job = await createJob(context);
    const candidate = await createCandidate(context);
    const created = await applications.create(context.actor, { jobId: job.id, candidateId: candidate.id, source: 'service-spec' }, { at: day(4) });
    await expect(applications.move(context.actor, created.id, { toStageId: job.stages[1].id }, { at: day(2) })).rejects.toThrow(
      'cannot be dated before its last change',
    );
    expect(await applications.get(created.id)).toEqual(created);
  });
});
