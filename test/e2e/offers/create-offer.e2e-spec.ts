import { createTestApp, type TestApp } from '../../helpers/test-app';
import { MAX_UUID, NIL_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectUnauthorized, expectValidationError } from '../../helpers/assertions';
import { activityOf, adminUser, body } from '../../helpers/common';
import { createOffer, expectOfferShape, fromNow, offerBody } from '../../kits/offers-kit';
import { createApplication } from '../../kits/pipeline-kit';

/** POST /offers: a draft offer of an application (docs/api/resources.md#offers). */
describe('POST /offers', () => {
  let t: TestApp;
  let application: Record<string, any>;
  let readOnlyKey: string;
  let writeOnlyKey: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    application = await createApplication(t);
    readOnlyKey = (await t.factory.apiKey(['offers:read'])).key;
    writeOnlyKey = (await t.factory.apiKey(['offers:write'])).key;
  });
  afterAll(async () => t?.close());

  const offerCount = async () => Number((await t.db.query('SELECT count(*) AS n FROM offers'))[0].n);
  const refuse = async (payload: Record<string, unknown>, paths: string[]) => {
    const before = await offerCount();
    const issues = expectValidationError(await t.api.post('/offers', payload), body(...paths));
    expect(await offerCount()).toBe(before);
    return issues;
  };

  it('answers 201 with a draft carrying exactly the spec fields; candidate and job come from the application', async () => {
    const before = Date.now();
    const response = await t.api.post('/offers', offerBody(application.id.toUpperCase()));
    expect(response.status).toBe(201);
    expect(response.body.meta).toEqual({});
    const offer = response.body.data;
    expectOfferShape(offer);
    expect(offer).toEqual({
      id: expect.any(String),
      applicationId: application.id,
      candidateId: application.candidateId,
      jobId: application.jobId,
      openingId: null,
      status: 'draft',
      title: 'Senior Backend Engineer',
      salaryAmount: 95000,
      currency: 'EUR',
      salaryPeriod: 'year',
      equity: null,
      startDate: null,
      expiresAt: null,
      notes: null,
      createdAt: offer.createdAt,
      updatedAt: offer.createdAt,
      decidedAt: null,
      sentAt: null,
    });
    expect(Date.parse(offer.createdAt)).toBeGreaterThanOrEqual(before - 5);
    expect((await t.api.get(`/offers/${offer.id}`)).body.data).toEqual(offer);
  });

  it('cuts an expiresAt fraction of ten or more digits to the millisecond', async () => {
    const offer = await createOffer(t.api, application.id, { expiresAt: '2099-01-02T03:04:05.0009999995Z' });
    expect(offer.expiresAt).toBe('2099-01-02T03:04:05.000Z');
  });

  it('keeps every optional field, with expiresAt normalised to milliseconds', async () => {
    const expiresAt = new Date(Date.now() + 86_400_000);
    expiresAt.setUTCMilliseconds(0);
    const offer = await createOffer(t.api, application.id, {
      equity: '0.1% over 4 years',
      startDate: '2027-01-04',
      expiresAt: expiresAt.toISOString().replace('.000Z', 'Z'),
      notes: 'Relocation bonus agreed',
      salaryAmount: 1234.5,
      currency: 'USD',
      salaryPeriod: 'month',
    });
    expect(offer).toMatchObject({
      equity: '0.1% over 4 years',
      startDate: '2027-01-04',
      expiresAt: expiresAt.toISOString(),
      notes: 'Relocation bonus agreed',
      salaryAmount: 1234.5,
      currency: 'USD',
      salaryPeriod: 'month',
    });
    expect((await t.api.get(`/offers/${offer.id}`)).body.data).toEqual(offer);
  });

  it('accepts null for every optional field', async () => {
    const offer = await createOffer(t.api, application.id, { equity: null, startDate: null, expiresAt: null, notes: null });
    expect(offer).toMatchObject({ equity: null, startDate: null, expiresAt: null, notes: null });
  });

  it('records offer.created about the application (entityType application) with the offer id, by the key owner', async () => {
    const admin = await adminUser(t.api);
    const own = await createApplication(t);
    const offer = await createOffer(t.api, own.id);
    const events = (await activityOf(t.api, own.id)).filter((event) => event.type === 'offer.created');
    expect(events).toEqual([
      {
        id: expect.any(String),
        type: 'offer.created',
        entityType: 'application',
        entityId: own.id,
        actor: admin,
        metadata: { offerId: offer.id, status: 'draft' },
        createdAt: expect.any(String),
      },
    ]);
  });

  describe('limits', () => {
    it.each([1, 200])('accepts a title of %i characters', async (length) => {
      expect((await createOffer(t.api, application.id, { title: 't'.repeat(length) })).title).toHaveLength(length);
    });

    it.each([0.01, 1, 99.9, 1234.56, 9999999999999.99])('accepts the salaryAmount %p and returns it as that number', async (salaryAmount) => {
      const offer = await createOffer(t.api, application.id, { salaryAmount });
      expect(offer.salaryAmount).toBe(salaryAmount);
      expect((await t.api.get(`/offers/${offer.id}`)).body.data.salaryAmount).toBe(salaryAmount);
    });

    it.each(['year', 'month', 'week', 'day', 'hour'])('accepts the salaryPeriod %s', async (salaryPeriod) => {
      expect((await createOffer(t.api, application.id, { salaryPeriod })).salaryPeriod).toBe(salaryPeriod);
    });

    it.each(['EUR', 'USD', 'JPY', 'CHF'])('accepts the currency %s', async (currency) => {
      expect((await createOffer(t.api, application.id, { currency })).currency).toBe(currency);
    });

    it.each([0, 200])('accepts equity of %i characters', async (length) => {
      expect((await createOffer(t.api, application.id, { equity: 'e'.repeat(length) })).equity).toBe('e'.repeat(length));
    });

    it.each(['2024-02-29', '2000-02-29', '2026-12-31', '2020-01-01', '0001-01-01', '9999-12-31'])(
      'accepts the startDate %s and returns it unchanged',
      async (startDate) => {
        const offer = await createOffer(t.api, application.id, { startDate });
        expect(offer.startDate).toBe(startDate);
        expect((await t.api.get(`/offers/${offer.id}`)).body.data.startDate).toBe(startDate);
      },
    );

    it.each([0, 20000])('accepts notes of %i characters', async (length) => {
      expect((await createOffer(t.api, application.id, { notes: 'n'.repeat(length) })).notes).toHaveLength(length);
    });

    it('accepts an expiresAt a minute ahead, with seconds and fractions', async () => {
      const expiresAt = new Date(Date.now() + 60_000);
      const offer = await createOffer(t.api, application.id, { expiresAt: expiresAt.toISOString().replace('Z', '999Z') });
      expect(offer.expiresAt).toBe(expiresAt.toISOString());
    });
  });

  describe('validation', () => {
    it.each([
      ['an empty title', { title: '' }, 'title'],
      ['a title of 201 characters', { title: 't'.repeat(201) }, 'title'],
      ['a number title', { title: 5 }, 'title'],
      ['a salaryAmount of 0', { salaryAmount: 0 }, 'salaryAmount'],
      ['a negative salaryAmount', { salaryAmount: -1 }, 'salaryAmount'],
      ['a salaryAmount with 3 decimals', { salaryAmount: 1.005 }, 'salaryAmount'],
      ['a salaryAmount of 0.001', { salaryAmount: 0.001 }, 'salaryAmount'],
      ['a salaryAmount of 10^13', { salaryAmount: 10000000000000 }, 'salaryAmount'],
      ['a salaryAmount of 1e300', { salaryAmount: 1e300 }, 'salaryAmount'],
      ['a salaryAmount as a string', { salaryAmount: '95000' }, 'salaryAmount'],
      ['a null salaryAmount', { salaryAmount: null }, 'salaryAmount'],
      ['a boolean salaryAmount', { salaryAmount: true }, 'salaryAmount'],
      ['a lower-case currency', { currency: 'eur' }, 'currency'],
      ['a currency of 2 letters', { currency: 'EU' }, 'currency'],
      ['a currency of 4 letters', { currency: 'EURO' }, 'currency'],
      ['a currency with a digit', { currency: 'EU1' }, 'currency'],
      ['a currency symbol', { currency: '€' }, 'currency'],
      ['a number currency', { currency: 978 }, 'currency'],
      ['an unknown salaryPeriod', { salaryPeriod: 'annual' }, 'salaryPeriod'],
      ['a salaryPeriod in upper case', { salaryPeriod: 'YEAR' }, 'salaryPeriod'],
      ['a null salaryPeriod', { salaryPeriod: null }, 'salaryPeriod'],
      ['equity of 201 characters', { equity: 'e'.repeat(201) }, 'equity'],
      ['a number equity', { equity: 0.1 }, 'equity'],
      ['a startDate of 29 February in a common year', { startDate: '2026-02-29' }, 'startDate'],
      ['a startDate of 29 February 1900', { startDate: '1900-02-29' }, 'startDate'],
      ['a startDate of 31 April', { startDate: '2026-04-31' }, 'startDate'],
      ['a startDate of month 13', { startDate: '2026-13-01' }, 'startDate'],
      ['a startDate of year 0000', { startDate: '0000-01-01' }, 'startDate'],
      ['a startDate without padding', { startDate: '2026-1-5' }, 'startDate'],
      ['a startDate with a time', { startDate: '2026-11-21T00:00:00Z' }, 'startDate'],
      ['a startDate in another format', { startDate: '21/11/2026' }, 'startDate'],
      ['a number startDate', { startDate: 20261121 }, 'startDate'],
      ['an expiresAt with an offset', { expiresAt: '2099-11-21T10:00:00+01:00' }, 'expiresAt'],
      ['an expiresAt without a zone', { expiresAt: '2099-11-21T10:00:00' }, 'expiresAt'],
      ['an expiresAt at 24:00', { expiresAt: '2099-11-21T24:00Z' }, 'expiresAt'],
      ['an expiresAt on 29 February of a common year', { expiresAt: '2099-02-29T10:00Z' }, 'expiresAt'],
      ['an expiresAt that is a date only', { expiresAt: '2099-11-21' }, 'expiresAt'],
      ['an expiresAt in the past', { expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt'],
      ['an expiresAt a second ago', { expiresAt: fromNow(-1000) }, 'expiresAt'],
      ['a number expiresAt', { expiresAt: 1767225600000 }, 'expiresAt'],
      ['notes of 20001 characters', { notes: 'n'.repeat(20001) }, 'notes'],
      ['a malformed applicationId', { applicationId: 'abc' }, 'applicationId'],
      ['a null applicationId', { applicationId: null }, 'applicationId'],
    ])('refuses %s with 422 naming the field', async (_label, overrides, path) => {
      await refuse(offerBody(application.id, overrides), [path]);
    });

    it.each(['applicationId', 'title', 'salaryAmount', 'currency', 'salaryPeriod'])('refuses a body without %s', async (field) => {
      const payload = offerBody(application.id);
      delete payload[field];
      await refuse(payload, [field]);
    });

    it('refuses unknown and response-only keys, and reports every broken rule at once', async () => {
      await refuse(offerBody(application.id, { bonus: 1000 }), ['bonus']);
      await refuse(
        offerBody(application.id, { id: UNKNOWN_UUID, status: 'sent', candidateId: application.candidateId, jobId: application.jobId, sentAt: fromNow(0) }),
        ['id', 'status', 'candidateId', 'jobId', 'sentAt'],
      );
      await refuse({ title: '', salaryAmount: 0, currency: 'eur', salaryPeriod: 'x', extra: true }, [
        'applicationId',
        'title',
        'salaryAmount',
        'currency',
        'salaryPeriod',
        'extra',
      ]);
    });

    it('refuses a body that is not an object', async () => {
      expectValidationError(await t.api.post('/offers').set('Content-Type', 'application/json').send('[]'), body(''));
    });

    it.each([NIL_UUID, MAX_UUID, UNKNOWN_UUID])('answers 422 naming applicationId for the unknown application %s', async (applicationId) => {
      const [issue] = await refuse(offerBody(applicationId), ['applicationId']);
      expect(issue.message).toMatch(/not an application/);
    });

    it('checks the format of the body (expiresAt in the past) before the application', async () => {
      await refuse(offerBody(UNKNOWN_UUID, { expiresAt: '2020-01-01T00:00Z' }), ['expiresAt']);
    });
  });

  describe('state', () => {
    it.each(['rejected', 'hired', 'withdrawn'] as const)('answers 409 INVALID_STATE for a %s application and creates nothing', async (status) => {
      const closed = await createApplication(t, { status });
      const created = async () => (await activityOf(t.api, closed.id)).filter((event) => event.type === 'offer.created').length;
      const [before, eventsBefore] = [await offerCount(), await created()];
      const error = expectError(await t.api.post('/offers', offerBody(closed.id)), 409, 'INVALID_STATE');
      expect(error.details).toEqual({ status, allowed: ['active'] });
      expect(await offerCount()).toBe(before);
      expect(await created()).toBe(eventsBefore);
    });

    it('lets one application have several offers', async () => {
      const own = await createApplication(t);
      const first = await createOffer(t.api, own.id);
      const second = await createOffer(t.api, own.id, { salaryAmount: 100000 });
      expect(first.id).not.toBe(second.id);
    });
  });

  it('answers 401 without a key and 403 without offers:write', async () => {
    const before = await offerCount();
    expectUnauthorized(await t.as(undefined).post('/offers', offerBody(application.id)));
    expectForbidden(await t.as(readOnlyKey).post('/offers', offerBody(application.id)), 'offers:write');
    expectForbidden(await t.as(readOnlyKey).post('/offers', { title: '' }), 'offers:write');
    expect(await offerCount()).toBe(before);
    expect((await t.as(writeOnlyKey).post('/offers', offerBody(application.id))).status).toBe(201);
  });
});
