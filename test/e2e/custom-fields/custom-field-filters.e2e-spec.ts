import { createTestApp, type TestApp } from '../../helpers/test-app';
import { expectPage, expectValidationError } from '../../helpers/assertions';
import { defineField, setValues } from '../../kits/custom-fields-kit';
import { PipelineKit, scheduleInterview } from '../../kits/interviews-kit';
import { createOffer } from '../../kits/offers-kit';

/** The lists' `cf.` filters (docs/api/custom-fields.md#list-filters). */
describe('custom field list filters', () => {
  let t: TestApp;
  const ids = async (path: string, query: Record<string, string>) =>
    expectPage(await t.api.get(path).query({ limit: '100', ...query }), 100).items.map((item: any) => item.id);

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    await defineField(t.api, { objectType: 'candidate', key: 'notice', type: 'number' });
    await defineField(t.api, { objectType: 'candidate', key: 'visa', type: 'single_select' });
    await defineField(t.api, { objectType: 'candidate', key: 'langs', type: 'multi_select' });
    await defineField(t.api, { objectType: 'candidate', key: 'salary', type: 'currency' });
    await defineField(t.api, { objectType: 'candidate', key: 'start', type: 'date' });
    await defineField(t.api, { objectType: 'candidate', key: 'remote', type: 'boolean' });
    await defineField(t.api, { objectType: 'candidate', key: 'hris', type: 'text' });
  });
  afterAll(async () => t?.close());

  describe('candidates', () => {
    let a: any, b: any, c: any;
    beforeAll(async () => {
      a = await t.factory.candidate({ firstName: 'Marie', lastName: 'Curie' });
      b = await t.factory.candidate({ firstName: 'Marie', lastName: 'Skłodowska' });
      c = await t.factory.candidate({ firstName: 'Pierre', lastName: 'Curie' });
      await setValues(t.api, `/candidates/${a.id}`, {
        notice: 30,
        visa: 'required',
        langs: ['required', 'not_required'],
        salary: { amount: 80000, currency: 'EUR' },
        start: '2027-01-15',
        remote: true,
        hris: 'E-1',
      });
      await setValues(t.api, `/candidates/${b.id}`, {
        notice: 90,
        visa: 'not_required',
        langs: ['required'],
        salary: { amount: 120000, currency: 'EUR' },
        start: '2027-03-01',
        remote: false,
      });
      await setValues(t.api, `/candidates/${c.id}`, { notice: 30 });
    });

    it.each([
      [{ 'cf.notice': '30' }, ['c', 'a']],
      [{ 'cf.notice': '30.0' }, ['c', 'a']],
      [{ 'cf.visa': 'required' }, ['a']],
      [{ 'cf.langs': 'required' }, ['b', 'a']],
      [{ 'cf.langs': 'not_required' }, ['a']],
      [{ 'cf.salary': '120000' }, ['b']],
      [{ 'cf.remote': 'false' }, ['b']],
      [{ 'cf.hris': 'E-1' }, ['a']],
      [{ 'cf.notice.gte': '31' }, ['b']],
      [{ 'cf.notice.lte': '30' }, ['c', 'a']],
      [{ 'cf.notice.gte': '30', 'cf.notice.lte': '90' }, ['c', 'b', 'a']],
      [{ 'cf.salary.gte': '100000' }, ['b']],
      [{ 'cf.start.lte': '2027-02-01' }, ['a']],
      [{ 'cf.start.gte': '2027-02-01' }, ['b']],
      [{ 'cf.visa.exists': 'true' }, ['b', 'a']],
      [{ 'cf.notice': '30', 'cf.visa.exists': 'false' }, ['c']],
      [{ 'cf.notice': '30', 'cf.visa': 'required' }, ['a']],
    ])('%j finds %j', async (query, expected) => {
      const names: Record<string, string> = { a: a.id, b: b.id, c: c.id };
      const found = (await ids('/candidates', query)).filter((id: string) => [a.id, b.id, c.id].includes(id));
      expect(found).toEqual(expected.map((name) => names[name]));
    });

    it('ranges and exists follow every write of the values: a changed, an unset and a merged value, an erased candidate', async () => {
      const [d, e] = [await t.factory.candidate(), await t.factory.candidate()];
      const found = async (query: Record<string, string>) => (await ids('/candidates', query)).filter((id: string) => [d.id, e.id].includes(id));
      await setValues(t.api, `/candidates/${d.id}`, { notice: 500, start: '2031-05-05' });
      expect(await found({ 'cf.notice.gte': '400' })).toEqual([d.id]);
      await setValues(t.api, `/candidates/${d.id}`, { notice: 5 });
      expect(await found({ 'cf.notice.gte': '400' })).toEqual([]);
      expect(await found({ 'cf.start.gte': '2031-01-01' })).toEqual([d.id]);
      await setValues(t.api, `/candidates/${d.id}`, { start: null });
      expect(await found({ 'cf.start.gte': '2031-01-01' })).toEqual([]);
      expect(await found({ 'cf.start.exists': 'false', 'cf.notice.exists': 'true' })).toEqual([d.id]);
      await setValues(t.api, `/candidates/${e.id}`, { start: '2032-02-02' });
      expect((await t.api.post(`/candidates/${d.id}/merge`, { duplicateId: e.id })).status).toBe(200);
      expect(await found({ 'cf.start.gte': '2032-01-01' })).toEqual([d.id]);
      expect((await t.api.delete(`/candidates/${d.id}`)).status).toBe(200);
      expect(await t.db.query(`SELECT key FROM custom_field_value_keys WHERE object_id = ANY($1::uuid[])`, [[d.id, e.id]])).toEqual([]);
    });

    it('finds the same whether a filter is matched by few objects (planned from its matches) or by more than 2,000', async () => {
      await defineField(t.api, { objectType: 'candidate', key: 'score', type: 'number' });
      await setValues(t.api, `/candidates/${c.id}`, { score: 7 });
      await setValues(t.api, `/candidates/${b.id}`, { score: 2 });
      expect(await ids('/candidates', { 'cf.score.gte': '5' })).toEqual([c.id]);
      expect(await ids('/candidates', { 'cf.score.exists': 'true' })).toEqual([c.id, b.id]);
      // 2,001 more holders of the key (maps of objects no list holds): past the few-matches plan's bound.
      await t.db.query(
        `INSERT INTO custom_field_values (object_id, object_type, values, created_at, updated_at)
         SELECT gen_random_uuid(), 'candidate', '{"score": 9}', now(), now() FROM generate_series(1, 2001)`,
      );
      expect(await ids('/candidates', { 'cf.score.gte': '5' })).toEqual([c.id]);
      expect(await ids('/candidates', { 'cf.score.exists': 'true' })).toEqual([c.id, b.id]);
      expect(await ids('/candidates', { 'cf.score.lte': '5' })).toEqual([b.id]);
      expect(await ids('/candidates', { 'cf.score.gte': '5', 'cf.score.lte': '8' })).toEqual([c.id]);
      expect(await ids('/candidates', { 'cf.score': '7' })).toEqual([c.id]);
      await setValues(t.api, `/candidates/${a.id}`, { score: 9 });
      expect(await ids('/candidates', { 'cf.score': '9' })).toEqual([a.id]);
      expect(await ids('/candidates', { 'cf.score.gte': '9', q: 'Marie' })).toEqual([a.id]);
    });

    it('combines with the other filters and with q', async () => {
      expect(await ids('/candidates', { 'cf.notice': '30', email: a.email })).toEqual([a.id]);
      expect(await ids('/candidates', { 'cf.notice': '30', q: 'Curie' })).toEqual(expect.arrayContaining([a.id, c.id]));
      expect((await ids('/candidates', { 'cf.notice': '30', q: 'Curie' })).length).toBe(2);
      expect(await ids('/candidates', { 'cf.langs': 'required', q: 'Marie' })).toEqual(expect.arrayContaining([a.id, b.id]));
      expect(await ids('/candidates', { 'cf.visa': 'required', q: 'Pierre' })).toEqual([]);
    });

    it('refuses an unknown key, an archived one and a wrong value, each at query.cf.<key>, all at once after the list’s own parameters', async () => {
      expectValidationError(
        await t.api
          .get('/candidates')
          .query({ 'cf.nope': '1', 'cf.notice': 'thirty', 'cf.start.gte': '2027-02-30', 'cf.visa.gte': 'a', 'cf.remote.exists': 'yes', limit: '0' }),
        [{ location: 'query', path: 'limit' }],
      );
      expectValidationError(
        await t.api
          .get('/candidates')
          .query({ 'cf.nope': '1', 'cf.notice': 'thirty', 'cf.start.gte': '2027-02-30', 'cf.visa.gte': 'a', 'cf.remote.exists': 'yes', 'cf.hris.like': 'x' }),
        [
          { location: 'query', path: 'cf.nope' },
          { location: 'query', path: 'cf.notice' },
          { location: 'query', path: 'cf.start' },
          { location: 'query', path: 'cf.visa' },
          { location: 'query', path: 'cf.remote' },
          { location: 'query', path: 'cf.hris' },
        ],
      );
      const archived = await defineField(t.api, { objectType: 'candidate', key: 'gone', type: 'text' });
      await t.api.post(`/custom-fields/${archived.id}/archive`);
      expectValidationError(await t.api.get('/candidates').query({ 'cf.gone': 'x' }), [{ location: 'query', path: 'cf.gone' }]);
      expectValidationError(await t.api.get('/candidates').query({ 'xx.gone': 'x' }), [{ location: 'query', path: 'xx.gone' }]);
      expectValidationError(await t.api.get('/candidates?cf.notice=1&cf.notice=2'), [{ location: 'query', path: 'cf.notice' }]);
    });

    it('is refused on lists that take no list filters', async () => {
      expectValidationError(await t.api.get('/tasks').query({ 'cf.notice': '30' }), [{ location: 'query', path: 'cf.notice' }]);
    });
  });

  it('filters the lists of applications, jobs, offers and interviews by their own fields', async () => {
    const pipeline = new PipelineKit(t);
    const user = await t.factory.user();
    const [first, second] = [await pipeline.application(), await pipeline.application()];
    const offers = [await createOffer(t.api, first.id), await createOffer(t.api, second.id)];
    const interviews = [await scheduleInterview(t, first.id, user.id), await scheduleInterview(t, second.id, user.id)];
    const cases: Array<[string, string, string[]]> = [
      ['application', 'applications', [first.id, second.id]],
      ['job', 'jobs', [first.jobId, second.jobId]],
      ['offer', 'offers', offers.map((offer) => offer.id)],
      ['interview', 'interviews', interviews.map((interview) => interview.id)],
    ];
    for (const [objectType, path, [one, other]] of cases) {
      await defineField(t.api, { objectType, key: 'tier', type: 'number' });
      await setValues(t.api, `/${path}/${one}`, { tier: 1 });
      await setValues(t.api, `/${path}/${other}`, { tier: 2 });
      expect(await ids(`/${path}`, { 'cf.tier': '1' })).toEqual([one]);
      expect(await ids(`/${path}`, { 'cf.tier.gte': '2' })).toEqual([other]);
      expectValidationError(await t.api.get(`/${path}`).query({ 'cf.notice': '30' }), [{ location: 'query', path: 'cf.notice' }]);
    }
    expect(await ids('/applications', { 'cf.tier': '1', jobId: second.jobId })).toEqual([]);
    expect(await ids('/applications', { 'cf.tier': '2', jobId: second.jobId })).toEqual([second.id]);
  });
});
