import { ApplicationsService, type ApplicationResponse } from '@app/applications';
import { CandidatesService, type CandidateResponse } from '@app/candidates';
import { JobsService, type JobResponse } from '@app/jobs';
import { unique, uniqueEmail } from '../helpers/common';
import type { BootedContext } from '../helpers/service-context';

/** The records service specs start from, made through the services (the e2e kits make them over HTTP). */

/** A job (open unless `status` says otherwise) with the default pipeline. */
export function createJob(context: BootedContext, status: 'draft' | 'open' | 'on_hold' = 'open'): Promise<JobResponse> {
  return context.get(JobsService).create(context.actor, { title: `Service job ${unique()}`, status });
}

export function createCandidate(context: BootedContext): Promise<CandidateResponse> {
  return context.get(CandidatesService).create(context.actor, { firstName: 'Ada', lastName: `Service ${unique()}`, email: uniqueEmail() });
}

/** An active application of a new candidate to `job` (a new open job by default), in its first stage. */
export async function createApplication(context: BootedContext, job?: JobResponse): Promise<{ job: JobResponse; application: ApplicationResponse }> {
  const forJob = job ?? (await createJob(context));
  const candidate = await createCandidate(context);
  const application = await context.get(ApplicationsService).create(context.actor, { jobId: forJob.id, candidateId: candidate.id, source: 'service-spec' });
  return { job: forJob, application };
}
