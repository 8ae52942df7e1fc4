import { ApplicationsService } from '@app/applications';
import { NotFoundError, ValidationFailedError } from '@app/core';
import { InterviewsModule, InterviewsService, type InterviewResponse } from '@app/interviews';
import { JobsService } from '@app/jobs';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { bootContext, type BootedContext } from '../../helpers/service-context';
import { createApplication } from '../records';

/** The interview states (docs/api/states.md#interview), on InterviewsService. */
describe('InterviewsService: interview states', () => {
  let context: BootedContext;
  let interviews: InterviewsService;

  beforeAll(async () => {
    context = await bootContext({ imports: [InterviewsModule] });
    interviews = context.get(InterviewsService);
  });
  afterAll(() => context?.close());

  function scheduleFor(applicationId: string): Promise<InterviewResponse> {
    return interviews.schedule(context.actor, {
      applicationId,
      interviewerId: context.actor.id,
      title: 'Screen',
      type: 'phone_screen',
      mode: 'phone',
      scheduledAt: '2030-01-01T10:00:00.000Z',
      durationMins: 30,
    });
  }

  async function scheduled(): Promise<InterviewResponse> {
    return scheduleFor((await createApplication(context)).application.id);
  }

  describe('schedule', () => {
    it('schedules an interview of an active application', async () => {
      const { job, application } = await createApplication(context);
      expect(await scheduleFor(application.id)).toMatchObject({ status: 'scheduled', applicationId: application.id, jobId: job.id, source: 'api' });
    });

    it('refuses a rejected application with INVALID_STATE', async () => {
      const { application } = await createApplication(context);
      await context.get(ApplicationsService).reject(context.actor, application.id);
      await expect(scheduleFor(application.id)).rejects.toMatchObject({ code: 'INVALID_STATE', details: { status: 'rejected', allowed: ['active'] } });
    });

    it('refuses an application of a closed job with INVALID_STATE', async () => {
      const { job, application } = await createApplication(context);
      await context.get(JobsService).close(context.actor, job.id);
      await expect(scheduleFor(application.id)).rejects.toMatchObject({ code: 'INVALID_STATE', details: { status: 'closed' } });
    });

    it('refuses an interviewer who is not a user with VALIDATION_ERROR on interviewerId', async () => {
      const { application } = await createApplication(context);
      const scheduling = interviews.schedule(context.actor, {
        applicationId: application.id,
        interviewerId: UNKNOWN_UUID,
        title: 'Screen',
        type: 'phone_screen',
        mode: 'phone',
        scheduledAt: '2030-01-01T10:00:00.000Z',
        durationMins: 30,
      });
      await expect(scheduling).rejects.toBeInstanceOf(ValidationFailedError);
      await expect(scheduling).rejects.toMatchObject({ issues: [{ path: 'interviewerId' }] });
    });
  });

  describe('cancel and complete', () => {
    it('cancels a scheduled interview', async () => {
      const interview = await scheduled();
      expect(await interviews.cancel(context.actor, interview.id)).toMatchObject({ id: interview.id, status: 'canceled' });
    });

    it('completes a scheduled interview', async () => {
      const interview = await scheduled();
      expect(await interviews.complete(context.actor, interview.id)).toMatchObject({ id: interview.id, status: 'completed' });
    });

    it('marks a scheduled interview as a no-show', async () => {
      const interview = await scheduled();
      expect(await interviews.markNoShow(context.actor, interview.id)).toMatchObject({ status: 'no_show' });
    });

    it.each([
      ['canceled', 'complete'],
      ['canceled', 'cancel'],
      ['completed', 'cancel'],
      ['completed', 'complete'],
    ] as const)('refuses a %s interview to %s with INVALID_STATE', async (status, action) => {
      const interview = await scheduled();
      await interviews[status === 'canceled' ? 'cancel' : 'complete'](context.actor, interview.id);
      await expect(interviews[action](context.actor, interview.id)).rejects.toMatchObject({
        code: 'INVALID_STATE',
        details: { status, allowed: ['scheduled'] },
      });
      expect(await interviews.get(interview.id)).toMatchObject({ status });
    });

    it('refuses to edit an interview that is no longer scheduled', async () => {
      const interview = await scheduled();
      await interviews.complete(context.actor, interview.id);
      await expect(interviews.update(context.actor, interview.id, { title: 'Renamed' })).rejects.toMatchObject({
        code: 'INVALID_STATE',
        details: { status: 'completed' },
      });
    });

    it('refuses an unknown interview with NOT_FOUND', async () => {
      await expect(interviews.cancel(context.actor, UNKNOWN_UUID)).rejects.toBeInstanceOf(NotFoundError);
    });
  });
});
