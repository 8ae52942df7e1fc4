import { ApplicationsService } from '@app/applications';
import { InvalidStateError, NotFoundError, ValidationFailedError } from '@app/core';
import { OffersModule, OffersService, type OfferResponse } from '@app/offers';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { bootContext, type BootedContext } from '../../helpers/service-context';
import { createApplication } from '../records';

/** The offer state machine (docs/api/states.md#offer), on OffersService. */
describe('OffersService: offer states', () => {
  let context: BootedContext;
  let offers: OffersService;
  let applications: ApplicationsService;

  beforeAll(async () => {
    context = await bootContext({ imports: [OffersModule] });
    offers = context.get(OffersService);
    applications = context.get(ApplicationsService);
  });
  afterAll(() => context?.close());

  async function draftOffer(expiresAt?: string): Promise<OfferResponse> {
    const { application } = await createApplication(context);
    return offers.create(context.actor, {
      applicationId: application.id,
      title: 'Engineer',
      salaryAmount: 90000,
      currency: 'EUR',
      salaryPeriod: 'year',
      expiresAt,
    });
  }

  async function sentOffer(): Promise<OfferResponse> {
    return offers.send(context.actor, (await draftOffer()).id);
  }

  describe('create', () => {
    it('makes a draft for an active application, with its candidate and job', async () => {
      const { job, application } = await createApplication(context);
      const offer = await offers.create(context.actor, {
        applicationId: application.id,
        title: 'Engineer',
        salaryAmount: 1,
        currency: 'EUR',
        salaryPeriod: 'month',
      });
      expect(offer).toMatchObject({ status: 'draft', applicationId: application.id, candidateId: application.candidateId, jobId: job.id, sentAt: null });
    });

    it('refuses a rejected application with INVALID_STATE', async () => {
      const { application } = await createApplication(context);
      await applications.reject(context.actor, application.id);
      const creation = offers.create(context.actor, {
        applicationId: application.id,
        title: 'Engineer',
        salaryAmount: 1,
        currency: 'EUR',
        salaryPeriod: 'year',
      });
      await expect(creation).rejects.toMatchObject({ code: 'INVALID_STATE', details: { status: 'rejected', allowed: ['active'] } });
    });

    it('refuses an expiry in the past with VALIDATION_ERROR on expiresAt', async () => {
      await expect(draftOffer('2000-01-01T00:00:00.000Z')).rejects.toMatchObject({ issues: [{ path: 'expiresAt' }] });
    });

    it('refuses an unknown application with VALIDATION_ERROR on applicationId', async () => {
      const creation = offers.create(context.actor, { applicationId: UNKNOWN_UUID, title: 'Engineer', salaryAmount: 1, currency: 'EUR', salaryPeriod: 'year' });
      await expect(creation).rejects.toBeInstanceOf(ValidationFailedError);
    });
  });

  describe('send', () => {
    it('sends a draft: sent, with sentAt', async () => {
      const sent = await sentOffer();
      expect(sent.status).toBe('sent');
      expect(sent.sentAt).not.toBeNull();
    });

    it('refuses a sent offer with INVALID_STATE', async () => {
      const sent = await sentOffer();
      await expect(offers.send(context.actor, sent.id)).rejects.toMatchObject({ code: 'INVALID_STATE', details: { status: 'sent', allowed: ['draft'] } });
    });

    it('refuses a draft whose application was withdrawn meanwhile', async () => {
      const offer = await draftOffer();
      await applications.withdraw(context.actor, offer.applicationId);
      await expect(offers.send(context.actor, offer.id)).rejects.toMatchObject({
        code: 'INVALID_STATE',
        details: { status: 'withdrawn', allowed: ['active'] },
      });
      expect(await offers.get(offer.id)).toMatchObject({ status: 'draft' });
    });

    it('refuses an unknown offer with NOT_FOUND', async () => {
      await expect(offers.send(context.actor, UNKNOWN_UUID)).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  describe('decide', () => {
    it('accepting a sent offer hires its application in the same transaction', async () => {
      const sent = await sentOffer();
      const accepted = await offers.decide(context.actor, sent.id, 'accepted');
      expect(accepted.status).toBe('accepted');
      expect(accepted.decidedAt).not.toBeNull();
      expect(await applications.get(sent.applicationId)).toMatchObject({ status: 'hired' });
    });

    it('declining a sent offer leaves the application active', async () => {
      const sent = await sentOffer();
      expect(await offers.decide(context.actor, sent.id, 'declined')).toMatchObject({ status: 'declined' });
      expect(await applications.get(sent.applicationId)).toMatchObject({ status: 'active' });
    });

    it.each(['accepted', 'declined'] as const)('refuses to decide (%s) a draft with INVALID_STATE', async (decision) => {
      const offer = await draftOffer();
      await expect(offers.decide(context.actor, offer.id, decision)).rejects.toMatchObject({
        code: 'INVALID_STATE',
        details: { status: 'draft', allowed: ['sent'] },
      });
    });

    it('refuses a second decision', async () => {
      const sent = await sentOffer();
      await offers.decide(context.actor, sent.id, 'declined');
      await expect(offers.decide(context.actor, sent.id, 'accepted')).rejects.toMatchObject({ details: { status: 'declined' } });
    });

    it('rolls the acceptance back when the application can no longer be hired', async () => {
      const sent = await sentOffer();
      await applications.reject(context.actor, sent.applicationId);
      await expect(offers.decide(context.actor, sent.id, 'accepted')).rejects.toMatchObject({ code: 'INVALID_STATE', details: { status: 'rejected' } });
      expect(await offers.get(sent.id)).toMatchObject({ status: 'sent', decidedAt: null });
      expect(await applications.get(sent.applicationId)).toMatchObject({ status: 'rejected' });
    });
  });

  describe('withdraw', () => {
    it('withdraws a draft and a sent offer', async () => {
      expect(await offers.withdraw(context.actor, (await draftOffer()).id)).toMatchObject({ status: 'withdrawn' });
      expect(await offers.withdraw(context.actor, (await sentOffer()).id)).toMatchObject({ status: 'withdrawn' });
    });

    it.each(['accepted', 'declined'] as const)('refuses to withdraw an offer once %s, with INVALID_STATE', async (decision) => {
      const sent = await sentOffer();
      await offers.decide(context.actor, sent.id, decision);
      const withdrawal = offers.withdraw(context.actor, sent.id);
      await expect(withdrawal).rejects.toBeInstanceOf(InvalidStateError);
      await expect(withdrawal).rejects.toMatchObject({ details: { status: decision, allowed: ['draft', 'sent'] } });
    });

    it('refuses a withdrawn offer anything', async () => {
      const offer = await offers.withdraw(context.actor, (await draftOffer()).id);
      await expect(offers.send(context.actor, offer.id)).rejects.toMatchObject({ details: { status: 'withdrawn' } });
      await expect(offers.withdraw(context.actor, offer.id)).rejects.toMatchObject({ details: { status: 'withdrawn' } });
    });
  });
});
