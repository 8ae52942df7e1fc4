import { ApprovalsService } from '@app/approvals';
import { type Actor, NotFoundError } from '@app/core';
import { JobsService } from '@app/jobs';
import { OffersModule, OffersService, type OfferResponse } from '@app/offers';
import { UsersService } from '@app/users';
import { uniqueEmail } from '../../helpers/common';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { bootContext, type BootedContext } from '../../helpers/service-context';
import { createApplication, createJob } from '../records';

/** Approval flows and approvals (docs/api/approvals.md), on ApprovalsService, JobsService and OffersService. */
describe('ApprovalsService: flows and approvals', () => {
  let context: BootedContext;
  let approvals: ApprovalsService;
  let jobs: JobsService;
  let offers: OffersService;
  let alice: Actor;
  let bob: Actor;
  let carol: Actor;

  beforeAll(async () => {
    context = await bootContext({ imports: [OffersModule] });
    approvals = context.get(ApprovalsService);
    jobs = context.get(JobsService);
    offers = context.get(OffersService);
    const user = async (name: string): Promise<Actor> => {
      const made = await context.get(UsersService).create({ role: 'admin' }, { name, email: uniqueEmail(), role: 'recruiter' });
      return { id: made.id, name: made.name };
    };
    [alice, bob, carol] = [await user('Alice'), await user('Bob'), await user('Carol')];
  });
  afterAll(() => context?.close());

  afterEach(async () => {
    await approvals.putFlow(context.actor, 'job_open', { steps: [] });
    await approvals.putFlow(context.actor, 'offer_send', { steps: [] });
  });

  const twoSteps = () =>
    approvals.putFlow(context.actor, 'job_open', {
      steps: [
        { approverIds: [alice.id, bob.id], required: 'all' },
        { approverIds: [carol.id], required: 'any' },
      ],
    });

  describe('flows', () => {
    it('reads a kind never set as no steps; PUT answers the flow; an unknown kind is NOT_FOUND', async () => {
      expect(await approvals.flow('offer_send')).toMatchObject({ kind: 'offer_send', steps: [] });
      const flow = await twoSteps();
      expect(flow).toMatchObject({
        kind: 'job_open',
        steps: [
          { approverIds: [alice.id, bob.id], required: 'all' },
          { approverIds: [carol.id], required: 'any' },
        ],
      });
      expect(flow.updatedAt).not.toBeNull();
      expect(await approvals.flow('job_open')).toEqual(flow);
      await expect(approvals.flow('job_close')).rejects.toBeInstanceOf(NotFoundError);
      await expect(approvals.putFlow(context.actor, 'nope', { steps: [] })).rejects.toBeInstanceOf(NotFoundError);
    });

    it('refuses approvers that are not active users, every one at once', async () => {
      await expect(
        approvals.putFlow(context.actor, 'job_open', {
          steps: [
            { approverIds: [alice.id, UNKNOWN_UUID], required: 'any' },
            { approverIds: [UNKNOWN_UUID], required: 'all' },
          ],
        }),
      ).rejects.toMatchObject({ issues: [{ path: 'steps.0.approverIds.1' }, { path: 'steps.1.approverIds.0' }] });
    });
  });

  describe('opening a job', () => {
    it('with a flow, a job starts as a draft; created open, or opened before approval, is APPROVAL_REQUIRED', async () => {
      await twoSteps();
      const job = await jobs.create(context.actor, { title: 'Governed' });
      expect(job.status).toBe('draft');
      await expect(jobs.create(context.actor, { title: 'Governed', status: 'open' })).rejects.toMatchObject({ code: 'APPROVAL_REQUIRED' });
      await expect(jobs.update(context.actor, job.id, { status: 'open' })).rejects.toMatchObject({ code: 'APPROVAL_REQUIRED' });
      expect(await jobs.update(context.actor, job.id, { status: 'on_hold' })).toMatchObject({ status: 'on_hold' });
    });

    it('walks the steps in order: all of step 1, then any of step 2; then the job opens', async () => {
      await twoSteps();
      const job = await jobs.create(context.actor, { title: 'Governed' });
      const requested = await jobs.requestApproval(context.actor, job.id);
      expect(requested).toMatchObject({ kind: 'job_open', subjectId: job.id, status: 'pending', requestedBy: context.actor, decidedAt: null });
      await expect(approvals.decide(carol, requested.id, 'approved', {})).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(approvals.decide(context.actor, requested.id, 'approved', {})).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(await approvals.decide(alice, requested.id, 'approved', { comment: 'Budget ok' })).toMatchObject({ status: 'pending' });
      await expect(approvals.decide(alice, requested.id, 'approved', {})).rejects.toMatchObject({ code: 'CONFLICT' });
      await expect(jobs.update(context.actor, job.id, { status: 'open' })).rejects.toMatchObject({ code: 'APPROVAL_REQUIRED' });
      await approvals.decide(bob, requested.id, 'approved', {});
      const approved = await approvals.decide(carol, requested.id, 'approved', {});
      expect(approved.status).toBe('approved');
      expect(approved.decidedAt).not.toBeNull();
      expect(approved.steps[0].decisions.map((made) => [made.userId, made.decision, made.comment])).toEqual([
        [alice.id, 'approved', 'Budget ok'],
        [bob.id, 'approved', null],
      ]);
      await expect(approvals.decide(carol, requested.id, 'rejected', {})).rejects.toMatchObject({ code: 'INVALID_STATE', details: { status: 'approved' } });
      expect(await jobs.update(context.actor, job.id, { status: 'open' })).toMatchObject({ status: 'open' });
    });

    it('a rejection decides it; a new request may follow. No flow, one pending, or an open job: refused', async () => {
      const drafted = await createJob(context, 'draft');
      await expect(jobs.requestApproval(context.actor, drafted.id)).rejects.toMatchObject({ code: 'CONFLICT' });
      const open = await createJob(context);
      await twoSteps();
      await expect(jobs.requestApproval(context.actor, open.id)).rejects.toMatchObject({ code: 'INVALID_STATE' });
      const job = await jobs.create(context.actor, { title: 'Governed' });
      const first = await jobs.requestApproval(context.actor, job.id);
      await expect(jobs.requestApproval(context.actor, job.id)).rejects.toMatchObject({ code: 'CONFLICT' });
      expect(await approvals.decide(bob, first.id, 'rejected', { comment: 'Not now' })).toMatchObject({ status: 'rejected' });
      expect(await jobs.requestApproval(context.actor, job.id)).toMatchObject({ status: 'pending' });
    });

    it('turning the flow off lets jobs open without approval', async () => {
      await twoSteps();
      const job = await jobs.create(context.actor, { title: 'Governed' });
      await approvals.putFlow(context.actor, 'job_open', { steps: [] });
      expect(await jobs.update(context.actor, job.id, { status: 'open' })).toMatchObject({ status: 'open' });
    });
  });

  describe('sending an offer', () => {
    async function draft(): Promise<OfferResponse> {
      const { application } = await createApplication(context);
      return offers.create(context.actor, { applicationId: application.id, title: 'Engineer', salaryAmount: 90000, currency: 'EUR', salaryPeriod: 'year' });
    }

    it('needs an approved approval; a change of terms afterwards cancels it, other fields do not', async () => {
      await approvals.putFlow(context.actor, 'offer_send', { steps: [{ approverIds: [alice.id, bob.id], required: 'any' }] });
      const offer = await draft();
      await expect(offers.send(context.actor, offer.id)).rejects.toMatchObject({ code: 'APPROVAL_REQUIRED' });
      const requested = await offers.requestApproval(context.actor, offer.id);
      expect(await approvals.decide(bob, requested.id, 'approved', {})).toMatchObject({ status: 'approved' });
      await offers.update(context.actor, offer.id, { notes: 'Call first' });
      expect(await approvals.get(requested.id)).toMatchObject({ status: 'approved' });
      await offers.update(context.actor, offer.id, { salaryAmount: 95000 });
      expect(await approvals.get(requested.id)).toMatchObject({ status: 'cancelled' });
      await expect(offers.send(context.actor, offer.id)).rejects.toMatchObject({ code: 'APPROVAL_REQUIRED' });

      const again = await offers.requestApproval(context.actor, offer.id);
      await approvals.decide(alice, again.id, 'approved', {});
      expect(await offers.send(context.actor, offer.id)).toMatchObject({ status: 'sent' });
      await expect(offers.requestApproval(context.actor, offer.id)).rejects.toMatchObject({ code: 'INVALID_STATE', details: { status: 'sent' } });
    });

    it('a change of terms while pending cancels the pending approval', async () => {
      await approvals.putFlow(context.actor, 'offer_send', { steps: [{ approverIds: [alice.id], required: 'any' }] });
      const offer = await draft();
      const requested = await offers.requestApproval(context.actor, offer.id);
      await offers.update(context.actor, offer.id, { currency: 'USD' });
      expect(await approvals.get(requested.id)).toMatchObject({ status: 'cancelled' });
      await expect(approvals.decide(alice, requested.id, 'approved', {})).rejects.toMatchObject({ code: 'INVALID_STATE', details: { status: 'cancelled' } });
    });
  });

  describe('lists', () => {
    it('filters by status, approver and kind', async () => {
      await twoSteps();
      const job = await jobs.create(context.actor, { title: 'Governed' });
      const requested = await jobs.requestApproval(context.actor, job.id);
      const ids = async (query: Record<string, string>) => (await approvals.list(query)).items.map((approval) => approval.id);
      expect(await ids({ approverId: carol.id, status: 'pending', kind: 'job_open' })).toContain(requested.id);
      expect(await ids({ kind: 'offer_send' })).not.toContain(requested.id);
      expect(await ids({ status: 'approved' })).not.toContain(requested.id);
      expect(await ids({ approverId: context.actor.id })).not.toContain(requested.id);
    });
  });
});
