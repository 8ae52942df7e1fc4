import { createTestApp, type TestApp } from '../../helpers/test-app';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { activityOf } from '../../helpers/common';
import { readToEnd } from '../../kits/changes-kit';
import { createApplication } from '../../kits/pipeline-kit';
import { createOffer } from '../../kits/offers-kit';
import type { ApiClient } from '../../helpers/api-client';

const APPROVAL_KEYS = ['createdAt', 'decidedAt', 'id', 'kind', 'requestedBy', 'status', 'steps', 'subjectId'];

/** Approvals on the wire (docs/api/approvals.md): routes, statuses, roles, approvers deciding at once, reach, feeds. */
describe('approvals', () => {
  let t: TestApp;
  /** Users with full-access keys: hiring managers on no job's team, so they reach only what an approval gives them. */
  const approvers: Array<{ id: string; api: ApiClient }> = [];

  beforeAll(async () => {
    t = await createTestApp();
    for (let index = 0; index < 3; index++) {
      const user = await t.factory.user({ role: 'hiring_manager' });
      approvers.push({ id: user.id, api: t.as((await t.factory.apiKey(['*'], { ownerId: user.id })).key) });
    }
  });
  afterAll(async () => t?.close());
  afterEach(async () => {
    for (const kind of ['job_open', 'offer_send']) expectSuccess(await t.api.put(`/approval-flows/${kind}`, { steps: [] }));
  });

  const flow = (kind: string, steps: Array<{ approverIds: string[]; required: string }>) => t.api.put(`/approval-flows/${kind}`, { steps });
  const draftJob = async () => expectSuccess(await t.api.post('/jobs', { title: 'Governed' }), 201);

  it('PUT and GET /approval-flows/{kind}: admins only, unknown kind 404, approvers checked', async () => {
    const set = expectSuccess(await flow('job_open', [{ approverIds: [approvers[0].id], required: 'any' }]));
    expect(Object.keys(set).sort()).toEqual(['kind', 'steps', 'updatedAt']);
    expect(set).toMatchObject({ kind: 'job_open', steps: [{ approverIds: [approvers[0].id], required: 'any' }] });
    expect(expectSuccess(await t.api.get('/approval-flows/job_open'))).toEqual(set);
    expectError(await t.api.get('/approval-flows/job_close'), 404, 'NOT_FOUND');
    expectError(await t.api.put('/approval-flows/job_close', { steps: [] }), 404, 'NOT_FOUND');
    const refusal = expectError(await approvers[0].api.put('/approval-flows/job_open', { steps: [] }), 403, 'FORBIDDEN');
    expect(refusal.details).toEqual({ requiredRole: 'admin' });
    expectValidationError(
      await flow('job_open', [
        { approverIds: [], required: 'most' },
        { approverIds: [UNKNOWN_UUID], required: 'all' },
      ]),
      [
        { location: 'body', path: 'steps.0.approverIds' },
        { location: 'body', path: 'steps.0.required' },
      ],
    );
    expectValidationError(await flow('job_open', [{ approverIds: [UNKNOWN_UUID], required: 'all' }]), [{ location: 'body', path: 'steps.0.approverIds.0' }]);
    const reader = await t.factory.apiKey(['organization:read']);
    expectSuccess(await t.as(reader.key).get('/approval-flows/offer_send'));
  });

  it('a job: 409 APPROVAL_REQUIRED until approved; 202 on request; 403 for others; 409 once decided', async () => {
    expectSuccess(await flow('job_open', [{ approverIds: [approvers[0].id], required: 'any' }]));
    expectError(await t.api.post('/jobs', { title: 'Open at once', status: 'open' }), 409, 'APPROVAL_REQUIRED');
    const job = await draftJob();
    expect(job.status).toBe('draft');
    expectError(await t.api.patch(`/jobs/${job.id}`, { status: 'open' }), 409, 'APPROVAL_REQUIRED');
    const response = await t.api.post(`/jobs/${job.id}/request-approval`);
    const approval = expectSuccess(response, 202);
    expect(Object.keys(approval).sort()).toEqual(APPROVAL_KEYS);
    expect(approval).toMatchObject({ kind: 'job_open', subjectId: job.id, status: 'pending', decidedAt: null });
    expect(Object.keys(approval.requestedBy).sort()).toEqual(['id', 'name']);
    expectError(await t.api.post(`/jobs/${job.id}/request-approval`), 409, 'CONFLICT');
    expect(expectError(await t.api.post(`/approvals/${approval.id}/approve`, {}), 403, 'FORBIDDEN').details).toEqual({ reason: 'not_an_approver' });
    const approved = expectSuccess(await approvers[0].api.post(`/approvals/${approval.id}/approve`, { comment: 'Go' }));
    expect(approved).toMatchObject({ status: 'approved', steps: [{ decisions: [{ userId: approvers[0].id, decision: 'approved', comment: 'Go' }] }] });
    expectError(await approvers[0].api.post(`/approvals/${approval.id}/reject`, {}), 409, 'INVALID_STATE');
    expect(expectSuccess(await t.api.patch(`/jobs/${job.id}`, { status: 'open' })).status).toBe('open');
    expectError(await t.api.post(`/approvals/${UNKNOWN_UUID}/approve`, {}), 404, 'NOT_FOUND');
  });

  it('approvers read a pending approval’s subject, read only, and lose it once decided', async () => {
    expectSuccess(await flow('offer_send', [{ approverIds: [approvers[1].id], required: 'any' }]));
    const application = await createApplication(t);
    const offer = await createOffer(t.api, application.id);
    expectError(await approvers[1].api.get(`/offers/${offer.id}`), 404, 'NOT_FOUND');
    const approval = expectSuccess(await t.api.post(`/offers/${offer.id}/request-approval`), 202);
    expect(expectSuccess(await approvers[1].api.get(`/offers/${offer.id}`)).id).toBe(offer.id);
    expectError(await approvers[1].api.patch(`/offers/${offer.id}`, { title: 'Changed' }), 404, 'NOT_FOUND');
    expect(expectSuccess(await approvers[1].api.get(`/approvals/${approval.id}`)).id).toBe(approval.id);
    expect(expectSuccess(await approvers[1].api.get(`/approvals?approverId=${approvers[1].id}&status=pending`)).map((item: { id: string }) => item.id)).toEqual(
      [approval.id],
    );
    expectError(await approvers[2].api.get(`/approvals/${approval.id}`), 404, 'NOT_FOUND');
    expectError(await t.api.post(`/offers/${offer.id}/send`), 409, 'APPROVAL_REQUIRED');
    expectSuccess(await approvers[1].api.post(`/approvals/${approval.id}/reject`, { comment: 'Too high' }));
    expectError(await approvers[1].api.get(`/offers/${offer.id}`), 404, 'NOT_FOUND');
  });

  it('two approvers deciding at once end consistent: an `any` step is decided once, an `all` step records both', async () => {
    for (let round = 0; round < 4; round++) {
      expectSuccess(await flow('job_open', [{ approverIds: [approvers[0].id, approvers[1].id], required: 'any' }]));
      const anyJob = await draftJob();
      const any = expectSuccess(await t.api.post(`/jobs/${anyJob.id}/request-approval`), 202);
      const raced = await Promise.all([0, 1].map((index) => approvers[index].api.post(`/approvals/${any.id}/${round % 2 === 0 ? 'approve' : 'reject'}`, {})));
      expect(raced.map((response) => response.status).sort()).toEqual([200, 409]);
      const decided = expectSuccess(await t.api.get(`/approvals/${any.id}`));
      expect(decided.status).toBe(round % 2 === 0 ? 'approved' : 'rejected');
      expect(decided.steps[0].decisions).toHaveLength(1);

      expectSuccess(await flow('job_open', [{ approverIds: [approvers[0].id, approvers[1].id], required: 'all' }]));
      const allJob = await draftJob();
      const all = expectSuccess(await t.api.post(`/jobs/${allJob.id}/request-approval`), 202);
      const both = await Promise.all([0, 1].map((index) => approvers[index].api.post(`/approvals/${all.id}/approve`, {})));
      expect(both.map((response) => response.status)).toEqual([200, 200]);
      const final = expectSuccess(await t.api.get(`/approvals/${all.id}`));
      expect(final.status).toBe('approved');
      expect(final.steps[0].decisions.map((made: { userId: string }) => made.userId).sort()).toEqual([approvers[0].id, approvers[1].id].sort());
    }
  });

  it('needs approvals:read and approvals:write; request-approval needs jobs:write', async () => {
    expectSuccess(await flow('job_open', [{ approverIds: [approvers[0].id], required: 'any' }]));
    const job = await draftJob();
    const approval = expectSuccess(await t.api.post(`/jobs/${job.id}/request-approval`), 202);
    const reader = await t.factory.apiKey(['approvals:read', 'jobs:read']);
    expectSuccess(await t.as(reader.key).get(`/approvals/${approval.id}`));
    expectForbidden(await t.as(reader.key).post(`/approvals/${approval.id}/approve`, {}), 'approvals:write');
    expectForbidden(await t.as(reader.key).post(`/jobs/${job.id}/request-approval`), 'jobs:write');
  });

  it('records its events under the job or the application, and shows in the change feed as approval', async () => {
    const { cursor } = await readToEnd(t.api);
    expectSuccess(await flow('job_open', [{ approverIds: [approvers[0].id], required: 'any' }]));
    const job = await draftJob();
    const approval = expectSuccess(await t.api.post(`/jobs/${job.id}/request-approval`), 202);
    expectSuccess(await approvers[0].api.post(`/approvals/${approval.id}/approve`, {}));
    const { changes } = await readToEnd(t.api, { cursor, resourceTypes: 'approval,approval_flow' });
    expect(changes.map((change) => change.type)).toEqual(['approval_flow.updated', 'approval.requested', 'approval.approved']);
    expect(changes[2]).toMatchObject({ resourceType: 'approval', resourceId: approval.id, data: { status: 'approved' } });
    expect((await activityOf(t.api, job.id)).map((event) => event.type)).toEqual(expect.arrayContaining(['approval.requested', 'approval.approved']));
  });
});
