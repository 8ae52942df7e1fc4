import { ApplicationsService } from '@app/applications';
import { ConflictError, NotFoundError, ValidationFailedError } from '@app/core';
import { OffersModule, OffersService, type OfferResponse } from '@app/offers';
import { OpeningsService } from '@app/openings';
import type { JobResponse } from '@app/jobs';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { bootContext, type BootedContext } from '../../helpers/service-context';
import { createApplication, createJob } from '../records';

/** Openings and the offers that fill them (docs/api/openings.md), on OpeningsService and OffersService. */
describe('OpeningsService: openings and offers', () => {
  let context: BootedContext;
  let openings: OpeningsService;
  let offers: OffersService;
  let applications: ApplicationsService;

  beforeAll(async () => {
    context = await bootContext({ imports: [OffersModule] });
    openings = context.get(OpeningsService);
    offers = context.get(OffersService);
    applications = context.get(ApplicationsService);
  });
  afterAll(() => context?.close());

  async function offerIn(job: JobResponse, openingId?: string | null): Promise<OfferResponse> {
    const { application } = await createApplication(context, job);
    return offers.create(context.actor, {
      applicationId: application.id,
      title: 'Engineer',
      salaryAmount: 90000,
      currency: 'EUR',
      salaryPeriod: 'year',
      openingId,
    });
  }

  const statusesOf = async (jobId: string) =>
    Object.fromEntries(
      (await openings.list(jobId, {})).items.map((opening) => [opening.openingId, { status: opening.status, applicationId: opening.applicationId }]),
    );

  describe('create', () => {
    it('opens `count` seats, named by their ids, all open at one instant', async () => {
      const job = await createJob(context);
      const created = await openings.create(context.actor, job.id, { count: 3, targetStartDate: '2027-03-01' });
      expect(created).toHaveLength(3);
      for (const opening of created) {
        expect(opening).toMatchObject({
          jobId: job.id,
          openingId: opening.id,
          status: 'open',
          targetStartDate: '2027-03-01',
          applicationId: null,
          closeReason: null,
          closedAt: null,
        });
      }
      expect(new Set(created.map((opening) => opening.openedAt)).size).toBe(1);
    });

    it('opens one seat by default, with the name given', async () => {
      const job = await createJob(context);
      expect(await openings.create(context.actor, job.id, { openingId: 'REQ-1' })).toEqual([
        expect.objectContaining({ openingId: 'REQ-1', targetStartDate: null, status: 'open' }),
      ]);
    });

    it('refuses a name the job already has with CONFLICT, and the same name in another job is fine', async () => {
      const job = await createJob(context);
      await openings.create(context.actor, job.id, { openingId: 'REQ-1' });
      await expect(openings.create(context.actor, job.id, { openingId: 'REQ-1' })).rejects.toBeInstanceOf(ConflictError);
      const other = await createJob(context);
      await expect(openings.create(context.actor, other.id, { openingId: 'REQ-1' })).resolves.toHaveLength(1);
    });

    it('refuses count above 1 with a name, on count', async () => {
      const job = await createJob(context);
      await expect(openings.create(context.actor, job.id, { openingId: 'REQ-1', count: 2 })).rejects.toMatchObject({ issues: [{ path: 'count' }] });
    });

    it('refuses an unknown job with NOT_FOUND', async () => {
      await expect(openings.create(context.actor, UNKNOWN_UUID, {})).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  describe('update and close', () => {
    it('renames and moves the date; a name taken in the job is CONFLICT; no change is no change', async () => {
      const job = await createJob(context);
      const [first, second] = await openings.create(context.actor, job.id, { count: 2 });
      expect(await openings.update(context.actor, first.id, { openingId: 'REQ-9', targetStartDate: '2027-05-01' })).toMatchObject({
        openingId: 'REQ-9',
        targetStartDate: '2027-05-01',
      });
      await expect(openings.update(context.actor, second.id, { openingId: 'REQ-9' })).rejects.toBeInstanceOf(ConflictError);
      expect(await openings.update(context.actor, first.id, { openingId: 'REQ-9', targetStartDate: null })).toMatchObject({
        openingId: 'REQ-9',
        targetStartDate: null,
      });
      expect(await openings.update(context.actor, first.id, {})).toMatchObject({ openingId: 'REQ-9' });
    });

    it('closes an open seat with its reason; a closed or filled one is INVALID_STATE', async () => {
      const job = await createJob(context);
      const [opening] = await openings.create(context.actor, job.id, {});
      const closed = await openings.close(context.actor, opening.id, { reason: 'Budget' });
      expect(closed).toMatchObject({ status: 'closed', closeReason: 'Budget' });
      expect(closed.closedAt).not.toBeNull();
      await expect(openings.close(context.actor, opening.id, { reason: 'Again' })).rejects.toMatchObject({
        code: 'INVALID_STATE',
        details: { status: 'closed', allowed: ['open'] },
      });

      const [seat] = await openings.create(context.actor, job.id, {});
      const offer = await offerIn(job, seat.id);
      await offers.send(context.actor, offer.id);
      await offers.decide(context.actor, offer.id, 'accepted');
      await expect(openings.close(context.actor, seat.id, { reason: 'x' })).rejects.toMatchObject({ details: { status: 'filled' } });
    });

    it('lists by status', async () => {
      const job = await createJob(context);
      const [open, closing] = await openings.create(context.actor, job.id, { count: 2 });
      await openings.close(context.actor, closing.id, { reason: 'Budget' });
      expect((await openings.list(job.id, { status: 'open' })).items.map((opening) => opening.id)).toEqual([open.id]);
      expect((await openings.list(job.id, { status: 'closed' })).items.map((opening) => opening.id)).toEqual([closing.id]);
    });
  });

  describe('offers', () => {
    it('an offer names an open opening of its job; any other is VALIDATION_ERROR on openingId (after the body’s own rules)', async () => {
      const job = await createJob(context);
      const [open, closed] = await openings.create(context.actor, job.id, { count: 2 });
      await openings.close(context.actor, closed.id, { reason: 'Budget' });
      const [elsewhere] = await openings.create(context.actor, (await createJob(context)).id, {});
      expect(await offerIn(job, open.id)).toMatchObject({ openingId: open.id });
      expect(await offerIn(job)).toMatchObject({ openingId: null });
      for (const openingId of [closed.id, elsewhere.id, UNKNOWN_UUID]) {
        await expect(offerIn(job, openingId)).rejects.toMatchObject({ issues: [{ path: 'openingId' }] });
      }
      const { application } = await createApplication(context, job);
      const creation = offers.create(context.actor, {
        applicationId: application.id,
        title: 'Engineer',
        salaryAmount: 1,
        currency: 'EUR',
        salaryPeriod: 'year',
        expiresAt: '2000-01-01T00:00:00Z',
        openingId: closed.id,
      });
      await expect(creation).rejects.toMatchObject({ issues: [{ path: 'expiresAt' }] });
    });

    it('PATCH changes a draft’s terms and opening; a sent offer is INVALID_STATE', async () => {
      const job = await createJob(context);
      const [seat] = await openings.create(context.actor, job.id, {});
      const offer = await offerIn(job);
      const changed = await offers.update(context.actor, offer.id, { salaryAmount: 95000.5, currency: 'USD', openingId: seat.id, notes: null });
      expect(changed).toMatchObject({ salaryAmount: 95000.5, currency: 'USD', openingId: seat.id, status: 'draft' });
      expect(await offers.update(context.actor, offer.id, { salaryAmount: 95000.5 })).toEqual(changed);
      await expect(offers.update(context.actor, offer.id, { openingId: UNKNOWN_UUID, expiresAt: '2000-01-01T00:00:00Z' })).rejects.toMatchObject({
        issues: [{ path: 'expiresAt' }],
      });
      await offers.send(context.actor, offer.id);
      await expect(offers.update(context.actor, offer.id, { title: 'Lead' })).rejects.toMatchObject({
        code: 'INVALID_STATE',
        details: { status: 'sent', allowed: ['draft'] },
      });
    });

    it('a send needs an open opening when the job has openings (NO_OPEN_OPENING); a job without any sends as before', async () => {
      const bare = await createJob(context);
      expect(await offers.send(context.actor, (await offerIn(bare)).id)).toMatchObject({ status: 'sent' });

      const job = await createJob(context);
      const [seat] = await openings.create(context.actor, job.id, {});
      const offer = await offerIn(job);
      await openings.close(context.actor, seat.id, { reason: 'Budget' });
      await expect(offers.send(context.actor, offer.id)).rejects.toMatchObject({ code: 'NO_OPEN_OPENING' });
      expect(await offers.get(offer.id)).toMatchObject({ status: 'draft', sentAt: null });
      await openings.create(context.actor, job.id, {});
      expect(await offers.send(context.actor, offer.id)).toMatchObject({ status: 'sent' });
    });

    it('acceptance fills the named seat, else the oldest open one (openedAt, then openingId); none open: the hire stands', async () => {
      const job = await createJob(context);
      await openings.create(context.actor, job.id, { openingId: 'B' });
      await openings.create(context.actor, job.id, { openingId: 'C' });
      const [named] = await openings.create(context.actor, job.id, { openingId: 'A' });
      const first = await offerIn(job, named.id);
      const second = await offerIn(job);
      const third = await offerIn(job);
      const fourth = await offerIn(job);
      for (const offer of [first, second, third, fourth]) await offers.send(context.actor, offer.id);

      await offers.decide(context.actor, first.id, 'accepted');
      await offers.decide(context.actor, second.id, 'accepted');
      expect(await statusesOf(job.id)).toEqual({
        A: { status: 'filled', applicationId: first.applicationId },
        B: { status: 'filled', applicationId: second.applicationId },
        C: { status: 'open', applicationId: null },
      });
      await offers.decide(context.actor, third.id, 'accepted');
      await offers.decide(context.actor, fourth.id, 'accepted');
      expect((await statusesOf(job.id)).C).toEqual({ status: 'filled', applicationId: third.applicationId });
      expect(await applications.get(fourth.applicationId)).toMatchObject({ status: 'hired' });
    });

    it('a named seat filled meanwhile: the oldest open one instead', async () => {
      const job = await createJob(context);
      const [a, b] = await openings.create(context.actor, job.id, { count: 2 });
      const first = await offerIn(job, b.id);
      const second = await offerIn(job, b.id);
      await offers.send(context.actor, first.id);
      await offers.send(context.actor, second.id);
      await offers.decide(context.actor, first.id, 'accepted');
      await offers.decide(context.actor, second.id, 'accepted');
      const byId = Object.fromEntries((await openings.list(job.id, {})).items.map((opening) => [opening.id, opening.applicationId]));
      expect(byId).toEqual({ [b.id]: first.applicationId, [a.id]: second.applicationId });
    });

    it('declining fills nothing', async () => {
      const job = await createJob(context);
      await openings.create(context.actor, job.id, {});
      const offer = await offerIn(job);
      await offers.send(context.actor, offer.id);
      await offers.decide(context.actor, offer.id, 'declined');
      expect((await openings.list(job.id, { status: 'open' })).items).toHaveLength(1);
    });

    it('refuses an unknown opening with NOT_FOUND', async () => {
      await expect(openings.close(context.actor, UNKNOWN_UUID, { reason: 'x' })).rejects.toBeInstanceOf(NotFoundError);
      await expect(openings.update(context.actor, UNKNOWN_UUID, {})).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  it('keeps the ValidationFailedError type for openingId refusals', async () => {
    const job = await createJob(context);
    await expect(offerIn(job, UNKNOWN_UUID)).rejects.toBeInstanceOf(ValidationFailedError);
  });
});
