import type { TestApp } from '../helpers/test-app';

/** Jobs, applications and interviews for the offer and task e2e files, made through the public API. */

async function expectCreated(what: string, response: { status: number; body: any }, status = 201): Promise<Record<string, any>> {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** An open job with the default pipeline. */
export async function createJob(t: TestApp): Promise<{ id: string; stageIds: string[] }> {
  const job = await expectCreated('createJob', await t.api.post('/jobs', { title: 'Backend Engineer' }));
  return { id: job.id, stageIds: job.stages.map((stage: { id: string }) => stage.id) };
}

/**
 * An application of a new candidate (or the given one) to a new open job (or the given one).
 * `status` other than active is reached the way a client would: reject, withdraw, or an accepted offer.
 */
export async function createApplication(
  t: TestApp,
  options: { candidateId?: string; jobId?: string; status?: 'active' | 'rejected' | 'withdrawn' | 'hired' } = {},
): Promise<Record<string, any>> {
  const candidateId = options.candidateId ?? (await t.factory.candidate()).id;
  const jobId = options.jobId ?? (await createJob(t)).id;
  const application = await expectCreated('createApplication', await t.api.post('/applications', { candidateId, jobId, source: 'referral' }));
  const status = options.status ?? 'active';
  if (status === 'rejected' || status === 'withdrawn') {
    await expectCreated(`${status} application`, await t.api.post(`/applications/${application.id}/${status === 'rejected' ? 'reject' : 'withdraw'}`), 200);
  }
  if (status === 'hired') {
    const offer = await expectCreated(
      'hire: offer',
      await t.api.post('/offers', { applicationId: application.id, title: 'Hire', salaryAmount: 1, currency: 'EUR', salaryPeriod: 'year' }),
    );
    await expectCreated('hire: send', await t.api.post(`/offers/${offer.id}/send`), 200);
    await expectCreated('hire: accept', await t.api.post(`/offers/${offer.id}/decision`, { decision: 'accepted' }), 200);
  }
  return { ...application, status };
}

/** The application's status as GET /applications/{id} reads it. */
export async function applicationStatus(t: TestApp, id: string): Promise<string> {
  return (await expectCreated('applicationStatus', await t.api.get(`/applications/${id}`), 200)).status;
}

export async function rejectApplication(t: TestApp, id: string): Promise<void> {
  await expectCreated('rejectApplication', await t.api.post(`/applications/${id}/reject`), 200);
}

/** A scheduled interview of a new (or the given) application. */
export async function createInterview(t: TestApp, options: { applicationId?: string; interviewerId?: string } = {}): Promise<Record<string, any>> {
  const applicationId = options.applicationId ?? (await createApplication(t)).id;
  const interviewerId = options.interviewerId ?? (await t.factory.user()).id;
  const body = { applicationId, interviewerId, title: 'Tech screen', type: 'technical', mode: 'video', scheduledAt: '2027-01-01T10:00Z', durationMins: 60 };
  return expectCreated('createInterview', await t.api.post('/interviews', body));
}

/** DELETE /jobs/{id}: closed and soft-deleted. */
export async function deleteJob(t: TestApp, id: string): Promise<void> {
  await expectCreated('deleteJob', await t.api.delete(`/jobs/${id}`), 200);
}
