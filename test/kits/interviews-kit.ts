import type { Response } from 'supertest';
import type { TestApp } from '../helpers/test-app';

/** Shared data and expectations of the interviews and scorecards e2e files; every row is made through the public API. */

export const INTERVIEW_KEYS = [
  'id',
  'applicationId',
  'candidateId',
  'jobId',
  'interviewerId',
  'title',
  'type',
  'mode',
  'status',
  'scheduledAt',
  'durationMins',
  'location',
  'notes',
  'source',
  'meetingUrl',
  'createdAt',
  'updatedAt',
].sort();

export const SCORECARD_KEYS = [
  'id',
  'candidateId',
  'applicationId',
  'stageId',
  'stageName',
  'authorId',
  'rating',
  'comment',
  'criteria',
  'createdAt',
  'updatedAt',
].sort();

export const INTERVIEW_TYPES = ['phone_screen', 'technical', 'onsite', 'behavioral', 'final', 'other'];
export const INTERVIEW_MODES = ['video', 'phone', 'in_person'];
export const RATINGS = ['strong', 'good', 'neutral', 'weak', 'poor'];

export interface Stage {
  id: string;
  name: string;
}

export interface Job {
  id: string;
  stages: Stage[];
}

export interface Application {
  id: string;
  candidateId: string;
  jobId: string;
  currentStageId: string;
}

const DEFAULT_STAGES = ['Applied', 'Screen', 'Interview', 'Offer', 'Hired'];

function expectStatus(response: Response, status: number, what: string): any {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** Jobs, applications and their state changes for interview and scorecard tests, through the jobs and applications endpoints. */
export class PipelineKit {
  constructor(private readonly t: TestApp) {}

  /** An open job with these stages, in this order. */
  async job(stageNames: string[] = DEFAULT_STAGES): Promise<Job> {
    const stages = stageNames.map((name, order) => ({ name, order }));
    const job = expectStatus(await this.t.api.post('/jobs', { title: 'Engineer', stages }), 201, 'POST /jobs');
    return { id: job.id, stages: job.stages.map((stage: Stage) => ({ id: stage.id, name: stage.name })) };
  }

  /** An active application in the job's first stage; a new candidate and job unless given. */
  async application(options: { candidateId?: string; job?: Job } = {}): Promise<Application> {
    const candidateId = options.candidateId ?? (await this.t.factory.candidate()).id;
    const jobId = options.job?.id ?? (await this.job()).id;
    const application = expectStatus(await this.t.api.post('/applications', { candidateId, jobId, source: 'referral' }), 201, 'POST /applications');
    return { id: application.id, candidateId, jobId, currentStageId: application.currentStageId };
  }

  async move(applicationId: string, toStageId: string): Promise<void> {
    expectStatus(await this.t.api.post(`/applications/${applicationId}/move`, { toStageId }), 200, 'move');
  }

  async reject(applicationId: string): Promise<void> {
    expectStatus(await this.t.api.post(`/applications/${applicationId}/reject`), 200, 'reject');
  }

  async withdraw(applicationId: string): Promise<void> {
    expectStatus(await this.t.api.post(`/applications/${applicationId}/withdraw`), 200, 'withdraw');
  }

  /** DELETE /jobs/{id}: closed and soft-deleted. */
  async deleteJob(jobId: string): Promise<void> {
    expectStatus(await this.t.api.delete(`/jobs/${jobId}`), 200, 'DELETE /jobs');
  }

  async setJobStatus(jobId: string, status: 'draft' | 'open' | 'on_hold' | 'closed'): Promise<void> {
    expectStatus(await this.t.api.patch(`/jobs/${jobId}`, { status }), 200, 'PATCH /jobs');
  }

  async renameStage(job: Job, stageId: string, name: string): Promise<void> {
    expectStatus(await this.t.api.patch(`/jobs/${job.id}/stages/${stageId}`, { name }), 200, 'PATCH stage');
  }
}

/** A valid create body for POST /interviews. */
export function interviewBody(applicationId: string, interviewerId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    applicationId,
    interviewerId,
    title: 'System design',
    type: 'technical',
    mode: 'video',
    scheduledAt: '2026-11-21T10:00:00Z',
    durationMins: 60,
    ...overrides,
  };
}

export async function scheduleInterview(
  t: TestApp,
  applicationId: string,
  interviewerId: string,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, any>> {
  const response = await t.api.post('/interviews', interviewBody(applicationId, interviewerId, overrides));
  if (response.status !== 201) throw new Error(`scheduleInterview: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

export async function submitScorecard(t: TestApp, applicationId: string, overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const response = await t.api.post('/scorecards', { applicationId, rating: 'good', ...overrides });
  if (response.status !== 201) throw new Error(`submitScorecard: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}
