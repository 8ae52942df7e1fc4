import { createTestApp, type TestApp } from '../../helpers/test-app';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { activityOf } from '../../helpers/common';
import { readToEnd } from '../../kits/changes-kit';
import { createApplication, createJob } from '../../kits/pipeline-kit';
import { createOffer, expectOfferShape, sentOffer } from '../../kits/offers-kit';

const OPENING_KEYS = ['applicationId', 'closeReason', 'closedAt', 'id', 'jobId', 'openedAt', 'openingId', 'status', 'targetStartDate'];

/** Openings on the wire (docs/api/openings.md): routes, envelopes, scope, feeds, and acceptances racing for seats. */
describe('openings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const open = async (jobId: string, body: Record<string, unknown> = {}) => expectSuccess(await t.api.post(`/jobs/${jobId}/openings`, body), 201) as any[];

  it('POST answers 201 with the openings created, in the data array, without pagination', async () => {
    const job = await createJob(t);
    const response = await t.api.post(`/jobs/${job.id}/openings`, { count: 2, targetStartDate: '2027-03-01' });
    expect(response.status).toBe(201);
    expect(response.body.meta).toEqual({});
    expect(response.body.data).toHaveLength(2);
    for (const opening of response.body.data) {
      expect(Object.keys(opening).sort()).toEqual(OPENING_KEYS);
      expect(opening).toMatchObject({ jobId: job.id, status: 'open', targetStartDate: '2027-03-01', applicationId: null, closedAt: null, closeReason: null });
    }
  });

  it('refuses bad bodies with every broken rule, a taken name with 409 CONFLICT, and an unknown job with 404', async () => {
    const job = await createJob(t);
    expectValidationError(await t.api.post(`/jobs/${job.id}/openings`, { count: 0, openingId: '', targetStartDate: '2027-02-30', extra: 1 }), [
      { location: 'body', path: 'count' },
      { location: 'body', path: 'openingId' },
      { location: 'body', path: 'targetStartDate' },
      { location: 'body', path: 'extra' },
    ]);
    expectValidationError(await t.api.post(`/jobs/${job.id}/openings`, { count: 2, openingId: 'REQ-1' }), [{ location: 'body', path: 'count' }]);
    await open(job.id, { openingId: 'REQ-1' });
    expectError(await t.api.post(`/jobs/${job.id}/openings`, { openingId: 'REQ-1' }), 409, 'CONFLICT');
    expectError(await t.api.post(`/jobs/${UNKNOWN_UUID}/openings`, {}), 404, 'NOT_FOUND');
  });

  it('PATCH renames (409 on a taken name) and close answers 409 INVALID_STATE once closed', async () => {
    const job = await createJob(t);
    const [first, second] = await open(job.id, { count: 2 });
    expect(expectSuccess(await t.api.patch(`/openings/${first.id}`, { openingId: 'REQ-7', targetStartDate: null }))).toMatchObject({ openingId: 'REQ-7' });
    expectError(await t.api.patch(`/openings/${second.id}`, { openingId: 'REQ-7' }), 409, 'CONFLICT');
    expectValidationError(await t.api.post(`/openings/${first.id}/close`, {}), [{ location: 'body', path: 'reason' }]);
    const closed = expectSuccess(await t.api.post(`/openings/${first.id}/close`, { reason: 'Budget moved' }));
    expect(closed).toMatchObject({ status: 'closed', closeReason: 'Budget moved' });
    expect(expectError(await t.api.post(`/openings/${first.id}/close`, { reason: 'Again' }), 409, 'INVALID_STATE').details).toEqual({
      status: 'closed',
      allowed: ['open'],
    });
    const list = await t.api.get(`/jobs/${job.id}/openings?status=open`);
    expect(expectSuccess(list).map((opening: { id: string }) => opening.id)).toEqual([second.id]);
    expect(list.body.meta.pagination).toMatchObject({ hasMore: false, nextCursor: null });
  });

  it('needs organization:read and organization:write', async () => {
    const job = await createJob(t);
    const reader = await t.factory.apiKey(['organization:read']);
    expectSuccess(await t.as(reader.key).get(`/jobs/${job.id}/openings`));
    expectForbidden(await t.as(reader.key).post(`/jobs/${job.id}/openings`, {}), 'organization:write');
  });

  it('an offer names an open seat (422 otherwise); PATCH changes a draft (409 once sent); a send with no open seat is 409 NO_OPEN_OPENING', async () => {
    const job = await createJob(t);
    const [seat] = await open(job.id);
    const application = await createApplication(t, { jobId: job.id });
    expectValidationError(
      await t.api.post('/offers', {
        applicationId: application.id,
        title: 'E',
        salaryAmount: 1,
        currency: 'EUR',
        salaryPeriod: 'year',
        openingId: UNKNOWN_UUID,
      }),
      [{ location: 'body', path: 'openingId' }],
    );
    const offer = await createOffer(t.api, application.id, { openingId: seat.id });
    expectOfferShape(offer);
    expect(offer.openingId).toBe(seat.id);
    const changed = expectSuccess(await t.api.patch(`/offers/${offer.id}`, { salaryAmount: 99000, openingId: null }));
    expectOfferShape(changed);
    expect(changed).toMatchObject({ salaryAmount: 99000, openingId: null });
    expectValidationError(await t.api.patch(`/offers/${offer.id}`, { applicationId: application.id }), [{ location: 'body', path: 'applicationId' }]);

    expectSuccess(await t.api.post(`/openings/${seat.id}/close`, { reason: 'Freeze' }));
    expectError(await t.api.post(`/offers/${offer.id}/send`), 409, 'NO_OPEN_OPENING');
    await open(job.id);
    expectSuccess(await t.api.post(`/offers/${offer.id}/send`));
    expectError(await t.api.patch(`/offers/${offer.id}`, { title: 'Lead' }), 409, 'INVALID_STATE');
  });

  it('acceptances fired at once never fill one seat twice', async () => {
    for (let round = 0; round < 4; round++) {
      const job = await createJob(t);
      const seats = await open(job.id, { count: 2 });
      const offers = [];
      for (let index = 0; index < 4; index++) offers.push(await sentOffer(t.api, (await createApplication(t, { jobId: job.id })).id));
      const responses = await Promise.all(offers.map((offer) => t.api.post(`/offers/${offer.id}/decision`, { decision: 'accepted' })));
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
      const filled = expectSuccess(await t.api.get(`/jobs/${job.id}/openings`));
      expect(filled.map((opening: { status: string }) => opening.status)).toEqual(['filled', 'filled']);
      const hired = new Set(offers.map((offer) => offer.applicationId));
      const fillers = filled.map((opening: { applicationId: string }) => opening.applicationId);
      expect(new Set(fillers).size).toBe(2);
      for (const applicationId of fillers) expect(hired.has(applicationId)).toBe(true);
      expect(new Set(filled.map((opening: { id: string }) => opening.id))).toEqual(new Set(seats.map((seat) => seat.id)));
    }
  });

  it('files its events under the job and shows in the change feed as resourceType opening', async () => {
    const { cursor } = await readToEnd(t.api);
    const job = await createJob(t);
    const [seat] = await open(job.id);
    const offer = await sentOffer(t.api, (await createApplication(t, { jobId: job.id })).id);
    expectSuccess(await t.api.post(`/offers/${offer.id}/decision`, { decision: 'accepted' }));
    const { changes } = await readToEnd(t.api, { cursor, resourceTypes: 'opening' });
    expect(changes.map((change) => change.type)).toEqual(['opening.created', 'opening.filled']);
    for (const change of changes)
      expect(change).toMatchObject({ resourceType: 'opening', resourceId: seat.id, data: { status: 'filled', applicationId: offer.applicationId } });
    const types = (await activityOf(t.api, job.id)).map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['opening.created', 'opening.filled']));

    const withoutScope = await t.factory.apiKey(['jobs:read', 'offers:read', 'changes:read']);
    expect((await readToEnd(t.as(withoutScope.key), { cursor, resourceTypes: 'opening' })).changes).toEqual([]);
  });
});
