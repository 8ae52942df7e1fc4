import { createTestApp, type TestApp } from '../../helpers/test-app';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { expectValidationError } from '../../helpers/assertions';
import { expectListEnvelope, expectNewestFirst, walkPages } from '../../helpers/common';
import { createOffer, expectOfferShape, sentOffer } from '../../kits/offers-kit';
import { createApplication } from '../../kits/pipeline-kit';

/** GET /offers with applicationId, candidateId, jobId and status filters; keyset pagination (docs/api/resources.md#offers). */
describe('GET /offers', () => {
  let t: TestApp;
  const offers: Record<string, Record<string, any>> = {};
  let first: Record<string, any>;
  let second: Record<string, any>;
  let sameCandidate: Record<string, any>;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    first = await createApplication(t);
    second = await createApplication(t);
    sameCandidate = await createApplication(t, { candidateId: first.candidateId });
    offers.draft = await createOffer(t.api, first.id);
    offers.sent = await sentOffer(t.api, first.id);
    offers.withdrawn = await createOffer(t.api, second.id);
    offers.withdrawn = (await t.api.post(`/offers/${offers.withdrawn.id}/withdraw`)).body.data;
    offers.declined = await sentOffer(t.api, second.id);
    offers.declined = (await t.api.post(`/offers/${offers.declined.id}/decision`, { decision: 'declined' })).body.data;
    offers.accepted = await sentOffer(t.api, sameCandidate.id);
    offers.accepted = (await t.api.post(`/offers/${offers.accepted.id}/decision`, { decision: 'accepted' })).body.data;
  });
  afterAll(async () => t?.close());

  const ids = async (query: Record<string, string>) => (await walkPages(t.api, '/offers', 100, query)).rows.map((row) => row.id);

  it('lists every offer newest first with exactly the spec fields', async () => {
    const response = await t.api.get('/offers');
    expectListEnvelope(response, 20);
    for (const offer of response.body.data) expectOfferShape(offer);
    expect(response.body.data).toEqual([offers.accepted, offers.declined, offers.withdrawn, offers.sent, offers.draft]);
  });

  it('filters by applicationId (any letter case)', async () => {
    expect(await ids({ applicationId: first.id })).toEqual([offers.sent.id, offers.draft.id]);
    expect(await ids({ applicationId: second.id.toUpperCase() })).toEqual([offers.declined.id, offers.withdrawn.id]);
    expect(await ids({ applicationId: UNKNOWN_UUID })).toEqual([]);
  });

  it('filters by candidateId across applications', async () => {
    expect(await ids({ candidateId: first.candidateId })).toEqual([offers.accepted.id, offers.sent.id, offers.draft.id]);
    expect(await ids({ candidateId: second.candidateId })).toEqual([offers.declined.id, offers.withdrawn.id]);
  });

  it('filters by jobId (any letter case); an unknown job, or one out of reach, lists nothing, as GET /applications does', async () => {
    expect(first.jobId).not.toBe(second.jobId);
    expect(await ids({ jobId: first.jobId })).toEqual([offers.sent.id, offers.draft.id]);
    expect(await ids({ jobId: second.jobId.toUpperCase() })).toEqual([offers.declined.id, offers.withdrawn.id]);
    expect(await ids({ jobId: sameCandidate.jobId, status: 'accepted' })).toEqual([offers.accepted.id]);
    expect(await ids({ jobId: UNKNOWN_UUID })).toEqual([]);
    const user = await t.factory.user({ role: 'hiring_manager' });
    const key = (await t.factory.apiKey(['offers:read', 'applications:read'], { ownerId: user.id })).key as string;
    for (const path of ['/offers', '/applications']) {
      for (const jobId of [first.jobId, UNKNOWN_UUID]) {
        const response = await t.as(key).get(path).query({ jobId });
        expect({ path, jobId, status: response.status, data: response.body.data }).toEqual({ path, jobId, status: 200, data: [] });
      }
    }
  });

  it.each(['draft', 'sent', 'accepted', 'declined', 'withdrawn'])('filters by status %s', async (status) => {
    expect(await ids({ status })).toEqual([offers[status].id]);
  });

  it('returns nothing for status=expired while no sent offer has expired', async () => {
    expect(await ids({ status: 'expired' })).toEqual([]);
  });

  it('combines filters with AND', async () => {
    expect(await ids({ candidateId: first.candidateId, status: 'accepted' })).toEqual([offers.accepted.id]);
    expect(await ids({ applicationId: first.id, status: 'accepted' })).toEqual([]);
    expect(await ids({ applicationId: first.id, candidateId: second.candidateId })).toEqual([]);
  });

  it('walks pages without gaps or duplicates', async () => {
    const application = await createApplication(t);
    const made = [];
    for (let index = 0; index < 7; index++) made.push(await createOffer(t.api, application.id, { title: `Offer ${index}` }));
    const { rows, pages } = await walkPages(t.api, '/offers', 3, { applicationId: application.id });
    expect(pages).toBe(3);
    expect(rows).toEqual([...made].reverse());
    const all = await walkPages(t.api, '/offers', 2);
    expect(new Set(all.rows.map((row) => row.id)).size).toBe(all.rows.length);
    expect(all.rows).toHaveLength(12);
    expectNewestFirst(all.rows);
  });

  it.each([
    ['cursor=garbage', 'cursor'],
    ['applicationId=abc', 'applicationId'],
    ['candidateId=123', 'candidateId'],
    ['status=open', 'status'],
    ['status=SENT', 'status'],
    ['jobId=abc', 'jobId'],
  ])('answers 422 for %s', async (query, path) => {
    expectValidationError(await t.api.get(`/offers?${query}`), [{ location: 'query', path }]);
  });

  it('documents the offer operations in the OpenAPI document under the Offers tag, with their limits', async () => {
    const doc = (await t.api.get('/docs-json')).body;
    const ops: Array<[string, string, string[]]> = [
      ['/api/v1/offers', 'post', ['201', '409', '422']],
      ['/api/v1/offers', 'get', ['200', '422']],
      ['/api/v1/offers/{id}', 'get', ['200', '404', '422']],
      ['/api/v1/offers/{id}/send', 'post', ['200', '404', '409', '422']],
      ['/api/v1/offers/{id}/withdraw', 'post', ['200', '404', '409', '422']],
      ['/api/v1/offers/{id}/decision', 'post', ['200', '404', '409', '422']],
    ];
    for (const [path, method, statuses] of ops) {
      const operation = doc.paths[path][method];
      expect(operation.tags).toEqual(['Offers']);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining([...statuses, '401', '403']));
    }
    const create = doc.components.schemas.CreateOfferDto;
    expect(create.required.sort()).toEqual(['applicationId', 'currency', 'salaryAmount', 'salaryPeriod', 'title']);
    expect(create.properties.salaryAmount).toMatchObject({ type: 'number', minimum: 0.01, maximum: 9999999999999.99, multipleOf: 0.01 });
    expect(create.properties.title).toMatchObject({ minLength: 1, maxLength: 200 });
    expect(create.properties.currency).toMatchObject({ pattern: '^[A-Z]{3}$' });
    expect(create.properties.startDate).toMatchObject({ format: 'date' });
    expect(doc.components.schemas.OfferDecisionDto.properties.decision.enum).toEqual(['accepted', 'declined']);
  });
});
