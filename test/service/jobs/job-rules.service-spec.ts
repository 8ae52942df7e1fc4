import { ApplicationsModule, ApplicationsService } from '@app/applications';
import { ConflictError, NotFoundError } from '@app/core';
import { JobsService, JobStagesService } from '@app/jobs';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { bootContext, type BootedContext } from '../../helpers/service-context';
import { createApplication, createJob } from '../records';

/** Closing a job and deleting its stages (docs/api/states.md#job), on JobsService and JobStagesService. */
describe('JobsService and JobStagesService: close and stage delete rules', () => {
  let context: BootedContext;
  let jobs: JobsService;
  let stages: JobStagesService;

  beforeAll(async () => {
    // ApplicationsModule brings JobsModule, and applications to fill stages with.
    context = await bootContext({ imports: [ApplicationsModule] });
    jobs = context.get(JobsService);
    stages = context.get(JobStagesService);
  });
  afterAll(() => context?.close());

  describe('close', () => {
    it.each(['draft', 'open', 'on_hold'] as const)('closes and deletes a %s job: it is gone for reads', async (status) => {
      const job = await createJob(context, status);
      expect(await jobs.close(context.actor, job.id)).toEqual({ success: true });
      await expect(jobs.get(job.id)).rejects.toBeInstanceOf(NotFoundError);
      expect(await context.db.transaction((tx) => jobs.pipelineOf(tx, job.id, { includeDeleted: true }))).toMatchObject({ status: 'closed', deleted: true });
    });

    it('keeps the time a job closed by update was closed', async () => {
      const job = await createJob(context);
      const closed = await jobs.update(context.actor, job.id, { status: 'closed' });
      expect(closed.closedAt).not.toBeNull();
      await jobs.close(context.actor, job.id);
      const [row] = await context.db.query<Array<{ closed_at: Date }>>('SELECT closed_at FROM jobs WHERE id = $1', [job.id]);
      expect(row.closed_at.toISOString()).toBe(closed.closedAt);
    });

    it('refuses a job closed before with NOT_FOUND', async () => {
      const job = await createJob(context);
      await jobs.close(context.actor, job.id);
      await expect(jobs.close(context.actor, job.id)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('reopening by update clears closedAt', async () => {
      const job = await createJob(context);
      await jobs.update(context.actor, job.id, { status: 'closed' });
      expect(await jobs.update(context.actor, job.id, { status: 'open' })).toMatchObject({ status: 'open', closedAt: null });
    });
  });

  describe('stage delete', () => {
    it('deletes an empty stage', async () => {
      const job = await createJob(context);
      expect(await stages.remove(context.actor, job.id, job.stages[1].id)).toEqual({ deleted: true });
      expect((await jobs.get(job.id)).stages.map((stage) => stage.id)).not.toContain(job.stages[1].id);
    });

    it('refuses a stage that holds applications with CONFLICT naming it, and keeps it', async () => {
      const { job } = await createApplication(context);
      const removal = stages.remove(context.actor, job.id, job.stages[0].id);
      await expect(removal).rejects.toBeInstanceOf(ConflictError);
      await expect(removal).rejects.toMatchObject({ details: { stageId: job.stages[0].id } });
      expect((await jobs.get(job.id)).stages).toHaveLength(job.stages.length);
    });

    it('deletes a stage once its applications moved out', async () => {
      const { job, application } = await createApplication(context);
      await context.get(ApplicationsService).move(context.actor, application.id, { toStageId: job.stages[1].id });
      expect(await stages.remove(context.actor, job.id, job.stages[0].id)).toEqual({ deleted: true });
    });

    it('refuses the last stage with CONFLICT', async () => {
      const job = await jobs.create(context.actor, { title: 'One stage', stages: [{ name: 'Only' }] });
      await expect(stages.remove(context.actor, job.id, job.stages[0].id)).rejects.toMatchObject({ code: 'CONFLICT', details: { minStages: 1 } });
    });

    it('refuses a stage of another job and a stage of a deleted job with NOT_FOUND', async () => {
      const job = await createJob(context);
      const other = await createJob(context);
      await expect(stages.remove(context.actor, job.id, other.stages[1].id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(stages.remove(context.actor, job.id, UNKNOWN_UUID)).rejects.toBeInstanceOf(NotFoundError);
      await jobs.close(context.actor, other.id);
      await expect(stages.remove(context.actor, other.id, other.stages[1].id)).rejects.toBeInstanceOf(NotFoundError);
    });
  });
});
