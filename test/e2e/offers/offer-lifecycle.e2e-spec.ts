import { createTestApp, type TestApp } from '../../helpers/test-app';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectUnauthorized, expectValidationError } from '../../helpers/assertions';
import { activityOf, adminUser, body, sleep } from '../../helpers/common';
import { createOffer, expectOfferShape, fromNow, sentOffer } from '../../kits/offers-kit';
import { applicationStatus, createApplication, rejectApplication } from '../../kits/pipeline-kit';

/** GET /offers/{id}, POST /offers/{id}/decision, send and withdraw: the offer states (docs/api/states.md#offer). */
describe('offer lifecycle', () => {
  let t: TestApp;
  let admin: { id: string; name: string };
  let recruiter: Record<string, any>;
  let recruiterKey: string;
  let readOnlyKey: string;
  let writeOnlyKey: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    admin = await adminUser(t.api);
    recruiter = await t.factory.user({ name: 'Rita Recruiter' });
    recruiterKey = (await t.factory.apiKey(['offers:read', 'offers:write'], { ownerId: recruiter.id })).key;
    readOnlyKey = (await t.factory.apiKey(['offers:read'])).key;
    writeOnlyKey = (await t.factory.apiKey(['offers:write'])).key;
  });
  afterAll(async () => t?.close());

  const offerEvents = async (applicationId: string) =>
    (await activityOf(t.api, applicationId)).filter((event) => event.type.startsWith('offer.') || event.type.startsWith('application.'));
  const getOffer = async (id: string) => (await t.api.get(`/offers/${id}`)).body.data;
  const decide = (id: string, decision: unknown, key?: string) => (key === undefined ? t.api : t.as(key)).post(`/offers/${id}/decision`, { decision });

  describe('GET /offers/{id}', () => {
    it('returns the offer in the envelope with exactly the spec fields; the id may be in upper case', async () => {
      const application = await createApplication(t);
      const offer = await createOffer(t.api, application.id, { startDate: '2027-01-04' });
      const response = await t.api.get(`/offers/${offer.id.toUpperCase()}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: offer, meta: {} });
      expectOfferShape(response.body.data);
    });
  });

  describe('POST /offers/{id}/send', () => {
    it('moves a draft to sent, sets sentAt and updatedAt, records offer.sent, ignores any body', async () => {
      const application = await createApplication(t);
      const offer = await createOffer(t.api, application.id);
      const before = Date.now();
      const response = await t.as(recruiterKey).post(`/offers/${offer.id}/send`, { status: 'accepted' });
      expect(response.status).toBe(200);
      const sent = response.body.data;
      expectOfferShape(sent);
      expect(sent).toEqual({ ...offer, status: 'sent', sentAt: sent.updatedAt, updatedAt: sent.updatedAt });
      expect(Date.parse(sent.sentAt)).toBeGreaterThanOrEqual(before - 5);
      expect(await getOffer(offer.id)).toEqual(sent);
      const events = (await offerEvents(application.id)).filter((event) => event.type === 'offer.sent');
      expect(events).toEqual([
        {
          id: expect.any(String),
          type: 'offer.sent',
          entityType: 'application',
          entityId: application.id,
          actor: { id: recruiter.id, name: 'Rita Recruiter' },
          metadata: { offerId: offer.id, fromStatus: 'draft', toStatus: 'sent' },
          createdAt: expect.any(String),
        },
      ]);
    });

    it('answers 409 INVALID_STATE for an offer that is not a draft', async () => {
      const application = await createApplication(t);
      const sent = await sentOffer(t.api, application.id);
      expect(expectError(await t.api.post(`/offers/${sent.id}/send`), 409, 'INVALID_STATE').details).toEqual({ status: 'sent', allowed: ['draft'] });
      const withdrawn = await createOffer(t.api, application.id);
      expect((await t.api.post(`/offers/${withdrawn.id}/withdraw`)).status).toBe(200);
      expect(expectError(await t.api.post(`/offers/${withdrawn.id}/send`), 409, 'INVALID_STATE').details).toEqual({ status: 'withdrawn', allowed: ['draft'] });
      expect(await getOffer(sent.id)).toEqual(sent);
    });

    it('answers 409 INVALID_STATE when the application is no longer active, and keeps the draft', async () => {
      const application = await createApplication(t);
      const offer = await createOffer(t.api, application.id);
      await rejectApplication(t, application.id);
      const error = expectError(await t.api.post(`/offers/${offer.id}/send`), 409, 'INVALID_STATE');
      expect(error.details).toEqual({ status: 'rejected', allowed: ['active'] });
      expect(await getOffer(offer.id)).toEqual(offer);
    });

    it('answers 409 INVALID_STATE for a draft whose expiresAt has passed', async () => {
      const application = await createApplication(t);
      const offer = await createOffer(t.api, application.id, { expiresAt: fromNow(400) });
      await sleep(500);
      const error = expectError(await t.api.post(`/offers/${offer.id}/send`), 409, 'INVALID_STATE');
      expect(error.message).toMatch(/expired/);
      expect(await getOffer(offer.id)).toEqual(offer);
    });

    it('survives 5 simultaneous sends: one 200, four 409, one event', async () => {
      const application = await createApplication(t);
      const offer = await createOffer(t.api, application.id);
      const responses = await Promise.all(Array.from({ length: 5 }, () => t.api.post(`/offers/${offer.id}/send`)));
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409]);
      expect((await offerEvents(application.id)).filter((event) => event.type === 'offer.sent')).toHaveLength(1);
    });

    it('answers 403 without offers:write', async () => {
      const offer = await createOffer(t.api, (await createApplication(t)).id);
      expectForbidden(await t.as(readOnlyKey).post(`/offers/${offer.id}/send`), 'offers:write');
      expect((await getOffer(offer.id)).status).toBe('draft');
    });
  });

  describe('POST /offers/{id}/withdraw', () => {
    it.each(['draft', 'sent'])('moves a %s offer to withdrawn and records offer.withdrawn', async (from) => {
      const application = await createApplication(t);
      const offer = from === 'draft' ? await createOffer(t.api, application.id) : await sentOffer(t.api, application.id);
      const response = await t.api.post(`/offers/${offer.id}/withdraw`);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ ...offer, status: 'withdrawn', updatedAt: response.body.data.updatedAt });
      expect(response.body.data.decidedAt).toBeNull();
      expect(await getOffer(offer.id)).toEqual(response.body.data);
      const events = (await offerEvents(application.id)).filter((event) => event.type === 'offer.withdrawn');
      expect(events).toEqual([
        expect.objectContaining({
          entityType: 'application',
          entityId: application.id,
          actor: admin,
          metadata: { offerId: offer.id, fromStatus: from, toStatus: 'withdrawn' },
        }),
      ]);
      expect(await applicationStatus(t, application.id)).toBe('active');
    });

    it.each(['accepted', 'declined', 'withdrawn'])('answers 409 INVALID_STATE for a %s offer', async (state) => {
      const application = await createApplication(t);
      const offer = await sentOffer(t.api, application.id);
      if (state === 'withdrawn') expect((await t.api.post(`/offers/${offer.id}/withdraw`)).status).toBe(200);
      else expect((await decide(offer.id, state)).status).toBe(200);
      const current = await getOffer(offer.id);
      expect(expectError(await t.api.post(`/offers/${offer.id}/withdraw`), 409, 'INVALID_STATE').details).toEqual({
        status: state,
        allowed: ['draft', 'sent'],
      });
      expect(await getOffer(offer.id)).toEqual(current);
    });

    it('answers 403 without offers:write', async () => {
      const offer = await createOffer(t.api, (await createApplication(t)).id);
      expectForbidden(await t.as(readOnlyKey).post(`/offers/${offer.id}/withdraw`), 'offers:write');
      expect((await getOffer(offer.id)).status).toBe('draft');
    });
  });

  describe('POST /offers/{id}/decision', () => {
    it('accepted: sets status and decidedAt, marks the application hired in the same transaction, records offer.accepted and application.hired', async () => {
      const application = await createApplication(t);
      const offer = await sentOffer(t.api, application.id);
      const before = Date.now();
      const response = await decide(offer.id, 'accepted', recruiterKey);
      expect(response.status).toBe(200);
      const decided = response.body.data;
      expectOfferShape(decided);
      expect(decided).toEqual({ ...offer, status: 'accepted', decidedAt: decided.updatedAt, updatedAt: decided.updatedAt });
      expect(Date.parse(decided.decidedAt)).toBeGreaterThanOrEqual(before - 5);
      expect(await getOffer(offer.id)).toEqual(decided);
      expect(await applicationStatus(t, application.id)).toBe('hired');

      const events = await offerEvents(application.id);
      const actor = { id: recruiter.id, name: 'Rita Recruiter' };
      expect(events.find((event) => event.type === 'offer.accepted')).toEqual({
        id: expect.any(String),
        type: 'offer.accepted',
        entityType: 'application',
        entityId: application.id,
        actor,
        metadata: { offerId: offer.id, fromStatus: 'sent', toStatus: 'accepted' },
        createdAt: expect.any(String),
      });
      expect(events.find((event) => event.type === 'application.hired')).toMatchObject({
        entityType: 'application',
        entityId: application.id,
        actor,
        metadata: { offerId: offer.id },
      });
      const feed = await t.api.get('/activity-events').query({ entityType: 'application', entityId: application.id });
      expect(
        feed.body.data
          .map((event: { type: string }) => event.type)
          .slice(0, 2)
          .sort(),
      ).toEqual(['application.hired', 'offer.accepted']);
    });

    it('declined: sets status and decidedAt, leaves the application active, records offer.declined only', async () => {
      const application = await createApplication(t);
      const offer = await sentOffer(t.api, application.id);
      const response = await decide(offer.id, 'declined');
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ ...offer, status: 'declined', decidedAt: response.body.data.updatedAt, updatedAt: response.body.data.updatedAt });
      expect(await getOffer(offer.id)).toEqual(response.body.data);
      expect(await applicationStatus(t, application.id)).toBe('active');
      const types = (await offerEvents(application.id)).map((event) => event.type);
      expect(types).toContain('offer.declined');
      expect(types).not.toContain('application.hired');
      const declined = (await offerEvents(application.id)).find((event) => event.type === 'offer.declined');
      expect(declined).toMatchObject({
        entityType: 'application',
        entityId: application.id,
        actor: admin,
        metadata: { offerId: offer.id, fromStatus: 'sent', toStatus: 'declined' },
      });
    });

    it.each(['draft', 'accepted', 'declined', 'withdrawn'])('answers 409 INVALID_STATE for a %s offer and changes nothing', async (state) => {
      const application = await createApplication(t);
      const offer = state === 'draft' ? await createOffer(t.api, application.id) : await sentOffer(t.api, application.id);
      if (state === 'withdrawn') expect((await t.api.post(`/offers/${offer.id}/withdraw`)).status).toBe(200);
      if (state === 'accepted' || state === 'declined') expect((await decide(offer.id, state)).status).toBe(200);
      const current = await getOffer(offer.id);
      const statusBefore = await applicationStatus(t, application.id);
      for (const decision of ['accepted', 'declined']) {
        expect(expectError(await decide(offer.id, decision), 409, 'INVALID_STATE').details).toEqual({ status: state, allowed: ['sent'] });
      }
      expect(await getOffer(offer.id)).toEqual(current);
      expect(await applicationStatus(t, application.id)).toBe(statusBefore);
    });

    it('reads a sent offer past expiresAt as expired everywhere, refuses decisions and withdrawal with 409, and lists it under status=expired', async () => {
      const application = await createApplication(t);
      const offer = await sentOffer(t.api, application.id, { expiresAt: fromNow(1200) });
      expect(offer.status).toBe('sent');
      expect((await t.api.get('/offers').query({ applicationId: application.id, status: 'sent' })).body.data.map((o: { id: string }) => o.id)).toEqual([
        offer.id,
      ]);
      await sleep(Date.parse(offer.expiresAt) - Date.now() + 50);
      const expired = await getOffer(offer.id);
      expect(expired).toEqual({ ...offer, status: 'expired' });
      expect((await t.api.get('/offers').query({ applicationId: application.id })).body.data).toEqual([expired]);
      expect((await t.api.get('/offers').query({ applicationId: application.id, status: 'expired' })).body.data).toEqual([expired]);
      expect((await t.api.get('/offers').query({ applicationId: application.id, status: 'sent' })).body.data).toEqual([]);
      for (const decision of ['accepted', 'declined']) {
        expect(expectError(await decide(offer.id, decision), 409, 'INVALID_STATE').details).toEqual({ status: 'expired', allowed: ['sent'] });
      }
      expect(expectError(await t.api.post(`/offers/${offer.id}/withdraw`), 409, 'INVALID_STATE').details).toEqual({
        status: 'expired',
        allowed: ['draft', 'sent'],
      });
      expect(await getOffer(offer.id)).toEqual(expired);
      expect(await applicationStatus(t, application.id)).toBe('active');
    });

    it('accepts a decision just before expiresAt', async () => {
      const application = await createApplication(t);
      const offer = await sentOffer(t.api, application.id, { expiresAt: fromNow(5000) });
      expect((await decide(offer.id, 'accepted')).body.data.status).toBe('accepted');
      expect(await applicationStatus(t, application.id)).toBe('hired');
    });

    it('answers 409 and saves nothing when accepting an offer whose application is no longer active', async () => {
      const application = await createApplication(t);
      const offer = await sentOffer(t.api, application.id);
      await rejectApplication(t, application.id);
      const error = expectError(await decide(offer.id, 'accepted'), 409, 'INVALID_STATE');
      expect(error.details).toEqual({ status: 'rejected', allowed: ['active'] });
      expect(await getOffer(offer.id)).toEqual(offer);
      expect(await applicationStatus(t, application.id)).toBe('rejected');
      expect((await offerEvents(application.id)).map((event) => event.type)).not.toContain('offer.accepted');
      // Declining needs no active application.
      expect((await decide(offer.id, 'declined')).body.data.status).toBe('declined');
    });

    it('lets only one of two sent offers of one application be accepted', async () => {
      const application = await createApplication(t);
      const first = await sentOffer(t.api, application.id);
      const second = await sentOffer(t.api, application.id, { salaryAmount: 99000 });
      expect((await decide(first.id, 'accepted')).status).toBe(200);
      expect(expectError(await decide(second.id, 'accepted'), 409, 'INVALID_STATE').details).toEqual({ status: 'hired', allowed: ['active'] });
      expect((await getOffer(second.id)).status).toBe('sent');
    });

    it.each([
      ['two accepts', ['accepted', 'accepted']],
      ['accept and decline', ['accepted', 'declined']],
      ['five mixed decisions', ['accepted', 'declined', 'accepted', 'declined', 'accepted']],
    ])('survives %s at once: one 200, the rest 409, the winner saved and one event', async (_label, decisions) => {
      const application = await createApplication(t);
      const offer = await sentOffer(t.api, application.id);
      const responses = await Promise.all(decisions.map((decision) => decide(offer.id, decision)));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(decisions.length - 1);
      for (const response of responses.filter((r) => r.status === 409)) expectError(response, 409, 'INVALID_STATE');
      const winner = responses.find((response) => response.status === 200)!.body.data;
      expect(await getOffer(offer.id)).toEqual(winner);
      const types = (await offerEvents(application.id)).map((event) => event.type);
      expect(types.filter((type) => type === 'offer.accepted' || type === 'offer.declined')).toEqual([`offer.${winner.status}`]);
      expect(await applicationStatus(t, application.id)).toBe(winner.status === 'accepted' ? 'hired' : 'active');
      expect(types.filter((type) => type === 'application.hired')).toHaveLength(winner.status === 'accepted' ? 1 : 0);
    });

    it('survives an accept racing a withdraw: exactly one wins', async () => {
      const application = await createApplication(t);
      const offer = await sentOffer(t.api, application.id);
      const [accept, withdraw] = await Promise.all([decide(offer.id, 'accepted'), t.api.post(`/offers/${offer.id}/withdraw`)]);
      expect([accept.status, withdraw.status].sort()).toEqual([200, 409]);
      const final = await getOffer(offer.id);
      expect(final.status).toBe(accept.status === 200 ? 'accepted' : 'withdrawn');
      expect(await applicationStatus(t, application.id)).toBe(accept.status === 200 ? 'hired' : 'active');
    });

    it('survives an accept racing a reject of the application: one wins, the state is one either alone could have produced', async () => {
      for (let round = 0; round < 5; round++) {
        const application = await createApplication(t);
        const offer = await sentOffer(t.api, application.id);
        const [accept, reject] = await Promise.all([decide(offer.id, 'accepted'), t.api.post(`/applications/${application.id}/reject`)]);
        expect([accept.status, reject.status].sort()).toEqual([200, 409]);
        const [finalOffer, finalApplication] = [await getOffer(offer.id), (await t.api.get(`/applications/${application.id}`)).body.data];
        if (accept.status === 200) {
          expect([finalOffer.status, finalApplication.status]).toEqual(['accepted', 'hired']);
          expectError(reject, 409, 'INVALID_STATE');
        } else {
          expect([finalOffer.status, finalApplication.status]).toEqual(['sent', 'rejected']);
          expect(expectError(accept, 409, 'INVALID_STATE').details).toEqual({ status: 'rejected', allowed: ['active'] });
        }
      }
    });

    it('shows the hire in GET /applications/{id} and in the application list filtered by status', async () => {
      const application = await createApplication(t);
      const offer = await sentOffer(t.api, application.id);
      await decide(offer.id, 'accepted');
      const read = (await t.api.get(`/applications/${application.id}`)).body.data;
      expect(read.status).toBe('hired');
      const hired = await t.api.get('/applications').query({ status: 'hired', candidateId: application.candidateId });
      expect(hired.body.data.map((row: { id: string }) => row.id)).toEqual([application.id]);
    });

    it.each([
      ['no decision', {}],
      ['an unknown decision', { decision: 'maybe' }],
      ['a decision in upper case', { decision: 'ACCEPTED' }],
      ['a null decision', { decision: null }],
      ['a boolean decision', { decision: true }],
      ['an array decision', { decision: ['accepted'] }],
    ])('refuses %s with 422 naming decision', async (_label, payload) => {
      const offer = await sentOffer(t.api, (await createApplication(t)).id);
      expectValidationError(await t.api.post(`/offers/${offer.id}/decision`, payload), body('decision'));
      expect(await getOffer(offer.id)).toEqual(offer);
    });

    it('refuses other keys beside decision, and a body that is not an object', async () => {
      const offer = await sentOffer(t.api, (await createApplication(t)).id);
      expectValidationError(await t.api.post(`/offers/${offer.id}/decision`, { decision: 'accepted', reason: 'salary' }), body('reason'));
      expectValidationError(
        await t.api.post(`/offers/${offer.id}/decision`, { decision: 'accepted', decidedAt: fromNow(0), status: 'accepted' }),
        body('decidedAt', 'status'),
      );
      expectValidationError(await t.api.post(`/offers/${offer.id}/decision`).set('Content-Type', 'application/json').send('"accepted"'), body(''));
      expect(await getOffer(offer.id)).toEqual(offer);
    });

    it('checks the body before the offer exists, and the offer before its state', async () => {
      expectValidationError(await decide(UNKNOWN_UUID, 'maybe'), body('decision'));
      expectError(await decide(UNKNOWN_UUID, 'accepted'), 404, 'NOT_FOUND');
    });

    it('answers 401 without a key and 403 without offers:write, and decides nothing', async () => {
      const application = await createApplication(t);
      const offer = await sentOffer(t.api, application.id);
      expectUnauthorized(await t.as(undefined).post(`/offers/${offer.id}/decision`, { decision: 'accepted' }));
      expectForbidden(await decide(offer.id, 'accepted', readOnlyKey), 'offers:write');
      expectForbidden(await decide(offer.id, 'maybe', readOnlyKey), 'offers:write');
      expect(await getOffer(offer.id)).toEqual(offer);
      expect(await applicationStatus(t, application.id)).toBe('active');
      expect((await decide(offer.id, 'declined', writeOnlyKey)).status).toBe(200);
    });
  });
});
