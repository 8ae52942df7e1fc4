import { rawRequest } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import {
  activityOf,
  adminUser,
  body,
  EVENT_KEYS,
  expectCandidateShape,
  expectError,
  expectForbidden,
  expectTimestamp,
  expectUnauthorized,
  expectValidationError,
  NULLABLE_TEXT_FIELDS,
  unique,
  uniqueEmail,
  URL_FIELDS,
} from '../../kits/candidates-kit';

/** POST /api/v1/candidates (201; 401, 403, 409, 422; docs/api/resources.md#candidates). */
describe('POST /candidates', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(async () => t?.close());

  const valid = (overrides: Record<string, unknown> = {}) => ({ firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('ada'), ...overrides });
  const create = (payload: unknown) => t.api.post('/candidates', payload);
  const education = (overrides: Record<string, unknown> = {}) => ({ id: 'edu-1', school: 'University of London', ...overrides });
  const experience = (overrides: Record<string, unknown> = {}) => ({ id: 'exp-1', company: 'Analytical Engines Ltd', title: 'Programmer', ...overrides });

  describe('success', () => {
    it('returns 201 with the envelope and exactly the spec fields; optional fields null, entry arrays empty', async () => {
      const before = Date.now();
      const email = uniqueEmail('shape');
      const response = await create({ firstName: 'Ada', lastName: 'Lovelace', email });
      const after = Date.now();
      expect(response.status).toBe(201);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(Object.keys(response.body).sort()).toEqual(['data', 'meta']);
      expect(response.body.meta).toEqual({});
      const candidate = response.body.data;
      expectCandidateShape(candidate);
      expect(candidate).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email });
      for (const field of [...NULLABLE_TEXT_FIELDS, ...URL_FIELDS]) expect(candidate[field]).toBeNull();
      expect(candidate.educationEntries).toEqual([]);
      expect(candidate.experienceEntries).toEqual([]);
      expect(candidate.createdAt).toBe(candidate.updatedAt);
      const createdAt = Date.parse(candidate.createdAt);
      expect(createdAt).toBeGreaterThanOrEqual(before);
      expect(createdAt).toBeLessThanOrEqual(after);
    });

    it('stores every field and returns it the same way on GET', async () => {
      const payload = valid({
        phone: '+44 20 7946 0000',
        address: '12 St James Square, London',
        location: 'London',
        headline: 'Mathematician',
        summary: 'Wrote the first program.',
        linkedinUrl: 'https://www.linkedin.com/in/ada',
        githubUrl: 'https://github.com/ada',
        websiteUrl: 'http://localhost:8080/ada?x=1',
        educationEntries: [education({ degree: 'None', field: 'Mathematics', startDate: '1830', endDate: '1835', description: 'Tutored by De Morgan' })],
        experienceEntries: [experience({ startDate: '1842', endDate: '1843', current: false, location: 'London', description: 'Notes on the engine' })],
      });
      const response = await create(payload);
      expect(response.status).toBe(201);
      const { id, createdAt, updatedAt, ...rest } = response.body.data;
      expect(rest).toEqual(payload);
      const read = await t.api.get(`/candidates/${id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ data: { id, createdAt, updatedAt, ...payload }, meta: {} });
    });

    it('gives each candidate a new UUID', async () => {
      const [a, b] = await Promise.all([create(valid()), create(valid())]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.data.id).not.toBe(b.body.data.id);
    });

    it('accepts an explicit null for every nullable field', async () => {
      const nulls = Object.fromEntries([...NULLABLE_TEXT_FIELDS, ...URL_FIELDS].map((field) => [field, null]));
      const response = await create(valid(nulls));
      expect(response.status).toBe(201);
      for (const field of [...NULLABLE_TEXT_FIELDS, ...URL_FIELDS]) expect(response.body.data[field]).toBeNull();
    });

    it.each([
      ['null', null],
      ['absent', undefined],
      ['empty', []],
    ])('returns [] for educationEntries and experienceEntries when %s', async (_label, value) => {
      const payload = valid(value === undefined ? {} : { educationEntries: value, experienceEntries: value });
      const response = await create(payload);
      expect(response.status).toBe(201);
      expect(response.body.data.educationEntries).toEqual([]);
      expect(response.body.data.experienceEntries).toEqual([]);
      const read = await t.api.get(`/candidates/${response.body.data.id}`);
      expect(read.body.data.educationEntries).toEqual([]);
      expect(read.body.data.experienceEntries).toEqual([]);
    });

    it("fills an entry's omitted nullable keys with null and keeps given nulls and values", async () => {
      const response = await create(
        valid({
          educationEntries: [education(), education({ id: 'edu-2', degree: null, field: 'Maths' })],
          experienceEntries: [experience(), experience({ id: 'exp-2', current: true, startDate: null }), experience({ id: 'exp-3', current: null })],
        }),
      );
      expect(response.status).toBe(201);
      expect(response.body.data.educationEntries).toEqual([
        { id: 'edu-1', school: 'University of London', degree: null, field: null, startDate: null, endDate: null, description: null },
        { id: 'edu-2', school: 'University of London', degree: null, field: 'Maths', startDate: null, endDate: null, description: null },
      ]);
      expect(response.body.data.experienceEntries).toEqual([
        {
          id: 'exp-1',
          company: 'Analytical Engines Ltd',
          title: 'Programmer',
          startDate: null,
          endDate: null,
          current: null,
          location: null,
          description: null,
        },
        {
          id: 'exp-2',
          company: 'Analytical Engines Ltd',
          title: 'Programmer',
          startDate: null,
          endDate: null,
          current: true,
          location: null,
          description: null,
        },
        {
          id: 'exp-3',
          company: 'Analytical Engines Ltd',
          title: 'Programmer',
          startDate: null,
          endDate: null,
          current: null,
          location: null,
          description: null,
        },
      ]);
    });

    it('keeps current: false as false (not null)', async () => {
      const response = await create(valid({ experienceEntries: [experience({ current: false })] }));
      expect(response.status).toBe(201);
      expect(response.body.data.experienceEntries[0].current).toBe(false);
    });

    it('keeps the order of entries', async () => {
      const entries = ['c', 'a', 'b'].map((id) => education({ id }));
      const response = await create(valid({ educationEntries: entries }));
      expect(response.status).toBe(201);
      expect(response.body.data.educationEntries.map((entry: { id: string }) => entry.id)).toEqual(['c', 'a', 'b']);
    });

    it('records candidate.created in the activity feed with the actor and a timestamp', async () => {
      const admin = await adminUser(t.api);
      const created = await create(valid());
      expect(created.status).toBe(201);
      const events = (await activityOf(t.api, created.body.data.id)).filter((event) => event.type === 'candidate.created');
      expect(events).toHaveLength(1);
      const [event] = events;
      expect(Object.keys(event).sort()).toEqual(EVENT_KEYS);
      expect(event).toMatchObject({ entityType: 'candidate', entityId: created.body.data.id, type: 'candidate.created', actor: admin });
      expect(Object.keys(event.actor).sort()).toEqual(['id', 'name']);
      expect(admin.name).toBe('Admin');
      expect(typeof event.metadata).toBe('object');
      expectTimestamp(event.createdAt);
      const filtered = await t.api.get('/activity-events').query({ entityType: 'candidate', entityId: created.body.data.id });
      expect(filtered.body.data.map((e: { type: string }) => e.type)).toEqual(['candidate.created']);
    });

    it('names the key owner as the actor when a key belongs to another user', async () => {
      const user = await t.factory.user({ name: 'Grace Hopper' });
      const key = await t.factory.apiKey(['candidates:write'], { ownerId: user.id });
      const created = await t.as(key.key).post('/candidates', valid());
      expect(created.status).toBe(201);
      const [event] = await activityOf(t.api, created.body.data.id);
      expect(event).toMatchObject({ type: 'candidate.created', actor: { id: user.id, name: 'Grace Hopper' } });
    });
  });

  describe('length and count limits (both sides)', () => {
    it.each([
      ['firstName', 1],
      ['firstName', 120],
      ['lastName', 1],
      ['lastName', 120],
    ])('accepts %s of %i characters', async (field, length) => {
      const response = await create(valid({ [field]: 'x'.repeat(length) }));
      expect(response.status).toBe(201);
      expect(response.body.data[field]).toBe('x'.repeat(length));
    });

    it.each([
      ['firstName', 0],
      ['firstName', 121],
      ['lastName', 0],
      ['lastName', 121],
    ])('refuses %s of %i characters', async (field, length) => {
      expectValidationError(await create(valid({ [field]: 'x'.repeat(length) })), body(field));
    });

    it('counts lengths in JavaScript string length (UTF-16 code units)', async () => {
      expect((await create(valid({ firstName: 'é'.repeat(120) }))).status).toBe(201);
      // 60 emoji are 120 code units; 61 are 122.
      expect((await create(valid({ firstName: '😀'.repeat(60) }))).status).toBe(201);
      expectValidationError(await create(valid({ firstName: '😀'.repeat(61) })), body('firstName'));
    });

    it.each(NULLABLE_TEXT_FIELDS.map((field) => [field]))('accepts %s of 0 and 20000 characters and refuses 20001', async (field) => {
      const empty = await create(valid({ [field]: '' }));
      expect(empty.status).toBe(201);
      expect(empty.body.data[field]).toBe('');
      const max = await create(valid({ [field]: 'x'.repeat(20000) }));
      expect(max.status).toBe(201);
      expect(max.body.data[field]).toHaveLength(20000);
      expectValidationError(await create(valid({ [field]: 'x'.repeat(20001) })), body(field));
    });

    it.each(['educationEntries', 'experienceEntries'])('accepts 100 %s and refuses 101', async (field) => {
      const make = (count: number) =>
        Array.from({ length: count }, (_, index) => (field === 'educationEntries' ? education({ id: `e${index}` }) : experience({ id: `e${index}` })));
      const hundred = await create(valid({ [field]: make(100) }));
      expect(hundred.status).toBe(201);
      expect(hundred.body.data[field]).toHaveLength(100);
      expect(hundred.body.data[field][99].id).toBe('e99');
      expectValidationError(await create(valid({ [field]: make(101) })), body(field));
    });

    describe.each([
      ['educationEntries', education],
      ['experienceEntries', experience],
    ])('%s', (list, entry) => {
      it.each([1, 120])('accepts an entry id of %i characters', async (length) => {
        const response = await create(valid({ [list]: [entry({ id: 'i'.repeat(length) })] }));
        expect(response.status).toBe(201);
        expect(response.body.data[list][0].id).toBe('i'.repeat(length));
      });

      it.each([0, 121])('refuses an entry id of %i characters', async (length) => {
        expectValidationError(await create(valid({ [list]: [entry({ id: 'i'.repeat(length) })] })), body(`${list}.0.id`));
      });
    });

    it.each([
      ['educationEntries', 'school'],
      ['experienceEntries', 'company'],
      ['experienceEntries', 'title'],
    ])('%s: %s takes 1 to 500 characters', async (list, field) => {
      const entry = (value: string) => (list === 'educationEntries' ? education({ [field]: value }) : experience({ [field]: value }));
      for (const length of [1, 500]) {
        const response = await create(valid({ [list]: [entry('s'.repeat(length))] }));
        expect(response.status).toBe(201);
        expect(response.body.data[list][0][field]).toBe('s'.repeat(length));
      }
      for (const length of [0, 501]) expectValidationError(await create(valid({ [list]: [entry('s'.repeat(length))] })), body(`${list}.0.${field}`));
    });

    it.each([
      ['educationEntries', ['degree', 'field', 'startDate', 'endDate', 'description']],
      ['experienceEntries', ['startDate', 'endDate', 'location', 'description']],
    ])('%s: text fields take up to 20000 characters and refuse 20001', async (list, fields) => {
      const entry = (values: Record<string, string>) => (list === 'educationEntries' ? education(values) : experience(values));
      const full = Object.fromEntries(fields.map((field) => [field, 'x'.repeat(20000)]));
      const response = await create(valid({ [list]: [entry(full)] }));
      expect(response.status).toBe(201);
      for (const field of fields) expect(response.body.data[list][0][field]).toHaveLength(20000);
      const empty = await create(valid({ [list]: [entry(Object.fromEntries(fields.map((field) => [field, ''])))] }));
      expect(empty.status).toBe(201);
      for (const field of fields) {
        expectValidationError(await create(valid({ [list]: [entry({ [field]: 'x'.repeat(20001) })] })), body(`${list}.0.${field}`));
      }
    });
  });

  describe('email format', () => {
    const local320 = `${'a'.repeat(64)}@${'b'.repeat(251)}.com`;
    const local321 = `${'a'.repeat(64)}@${'b'.repeat(252)}.com`;

    it('has fixtures of exactly 320 and 321 characters', () => {
      expect(local320).toHaveLength(320);
      expect(local321).toHaveLength(321);
    });

    it.each([
      ['a plain address', 'ada@example.com'],
      ['apostrophe and plus in the local part', `o'brien+tag.${unique()}@mail.example.co`],
      ['underscore, hyphen and dots', `a_b-c.d.${unique()}@x-y.io`],
      ['local part ending in underscore', `ada${unique()}_@example.com`],
      ['local part ending in plus', `ada${unique()}+@example.com`],
      ['local part ending in hyphen', `ada${unique()}-@example.com`],
      ['local part ending in a digit', `ada${unique()}9@example.com`],
      ['a one-character local part', 'q@example.com'],
      ['upper case letters', `ADA.${unique().toUpperCase()}@EXAMPLE.COM`],
      ['domain labels starting with a digit', `ada.${unique()}@1mail.2example.org`],
      ['hyphens inside domain labels', `ada.${unique()}@my-mail.ex-ample.com`],
      ['a label ending in a hyphen', `ada.${unique()}@mail-.com`],
      ['a final label of exactly two letters', `ada.${unique()}@example.io`],
      ['a long final label', `ada.${unique()}@example.technology`],
      ['320 characters', local320],
    ])('accepts %s', async (_label, email) => {
      const response = await create(valid({ email }));
      expect(response.status).toBe(201);
      expect(response.body.data.email).toBe(email);
    });

    it.each([
      ['a leading dot', '.ada@example.com'],
      ['consecutive dots in the local part', 'ada..lovelace@example.com'],
      ['a local part ending in a dot', 'ada.@example.com'],
      ['a local part ending in an apostrophe', "ada'@example.com"],
      ['a space', 'ada lovelace@example.com'],
      ['an exclamation mark', 'ada!@example.com'],
      ['a hash', 'ad#a@example.com'],
      ['a quote', '"ada"@example.com'],
      ['a non-ASCII letter', 'adä@example.com'],
      ['an empty local part', '@example.com'],
      ['no @', 'ada.example.com'],
      ['two @', 'ada@lovelace@example.com'],
      ['no domain', 'ada@'],
      ['a domain without a dot', 'ada@example'],
      ['a one-letter final label', 'ada@example.c'],
      ['a digit in the final label', 'ada@example.c0m'],
      ['an all-digit final label', 'ada@example.123'],
      ['an IP address domain', 'ada@127.0.0.1'],
      ['a domain label starting with a hyphen', 'ada@-example.com'],
      ['an empty domain label', 'ada@example..com'],
      ['a domain starting with a dot', 'ada@.example.com'],
      ['an underscore in the domain', 'ada@exa_mple.com'],
      ['a trailing dot', 'ada@example.com.'],
      ['a display name', 'Ada <ada@example.com>'],
      ['surrounding whitespace', ' ada@example.com'],
      ['an empty string', ''],
      ['321 characters', local321],
    ])('refuses %s', async (_label, email) => {
      expectValidationError(await create(valid({ email })), body('email'));
    });
  });

  describe('URI fields', () => {
    it.each(URL_FIELDS.map((field) => [field]))('%s accepts absolute http and https URLs', async (field) => {
      for (const url of ['https://www.linkedin.com/in/ada', 'http://example.com', 'https://example.com:8443/a/b?c=d#e', 'HTTPS://EXAMPLE.COM/ADA']) {
        const response = await create(valid({ [field]: url }));
        expect(response.status).toBe(201);
        expect(response.body.data[field]).toBe(url);
      }
    });

    it.each(URL_FIELDS.map((field) => [field]))('%s refuses anything else', async (field) => {
      for (const url of [
        'ftp://example.com/file',
        'mailto:ada@example.com',
        'javascript:alert(1)',
        'file:///etc/passwd',
        '//example.com/ada',
        '/in/ada',
        'www.linkedin.com/in/ada',
        'https://',
        'https://exa mple.com',
        '',
        42,
        true,
        { href: 'https://example.com' },
      ]) {
        expectValidationError(await create(valid({ [field]: url })), body(field));
      }
    });
  });

  describe('keys and types', () => {
    it('refuses an unknown top-level key, naming it', async () => {
      expectValidationError(await create(valid({ nickname: 'Ada' })), body('nickname'));
    });

    it.each(['id', 'createdAt', 'updatedAt'])('refuses the response-only field %s', async (field) => {
      expectValidationError(
        await create(valid({ [field]: field === 'id' ? '0190a0b4-8a3e-7c2d-9f00-1234567890ab' : '2026-01-01T00:00:00.000Z' })),
        body(field),
      );
    });

    it('refuses unknown keys inside entries, naming the dotted path', async () => {
      const response = await create(
        valid({ educationEntries: [education(), education({ id: 'edu-2', gpa: 4 })], experienceEntries: [experience({ salary: 1, current: true })] }),
      );
      expectValidationError(response, body('educationEntries.1.gpa', 'experienceEntries.0.salary'));
    });

    it('refuses a key that belongs to the other entry kind', async () => {
      expectValidationError(await create(valid({ educationEntries: [education({ company: 'ACME' })] })), body('educationEntries.0.company'));
    });

    it.each([
      ['a number for a string', { firstName: 42 }, 'firstName'],
      ['an object for a string', { lastName: { value: 'Lovelace' } }, 'lastName'],
      ['an array for a string', { firstName: ['Ada'] }, 'firstName'],
      ['a boolean for a string', { phone: true }, 'phone'],
      ['a number for the email', { email: 42 }, 'email'],
      ['a string for an array', { educationEntries: 'MIT' }, 'educationEntries'],
      ['an object for an array', { experienceEntries: experience() }, 'experienceEntries'],
      ['a number for an array', { educationEntries: 1 }, 'educationEntries'],
      ['a string entry', { educationEntries: ['MIT'] }, 'educationEntries.0'],
      ['a null entry', { experienceEntries: [experience(), null] }, 'experienceEntries.1'],
      ['an array entry', { educationEntries: [[education()]] }, 'educationEntries'],
      ['"true" for the boolean current', { experienceEntries: [experience({ current: 'true' })] }, 'experienceEntries.0.current'],
      ['1 for the boolean current', { experienceEntries: [experience({ current: 1 })] }, 'experienceEntries.0.current'],
      ['a number for an entry string', { educationEntries: [education({ startDate: 1830 })] }, 'educationEntries.0.startDate'],
      ['an object for an entry string', { educationEntries: [education({ school: { name: 'MIT' } })] }, 'educationEntries.0.school'],
      ['a number for an entry id', { experienceEntries: [experience({ id: 1 })] }, 'experienceEntries.0.id'],
    ])('refuses %s', async (_label, overrides, path) => {
      expectValidationError(await create(valid(overrides)), body(path));
    });

    it.each(['firstName', 'lastName', 'email'])('refuses null for the required field %s', async (field) => {
      expectValidationError(await create(valid({ [field]: null })), body(field));
    });

    it.each(['firstName', 'lastName', 'email'])('refuses a body without %s', async (field) => {
      const payload: Record<string, unknown> = valid();
      delete payload[field];
      expectValidationError(await create(payload), body(field));
    });

    it.each([
      ['educationEntries', 'id'],
      ['educationEntries', 'school'],
      ['experienceEntries', 'id'],
      ['experienceEntries', 'company'],
      ['experienceEntries', 'title'],
    ])('%s: refuses an entry without %s, or with it null', async (list, field) => {
      const entry: Record<string, unknown> = list === 'educationEntries' ? education() : experience();
      expectValidationError(await create(valid({ [list]: [{ ...entry, [field]: null }] })), body(`${list}.0.${field}`));
      delete entry[field];
      expectValidationError(await create(valid({ [list]: [entry] })), body(`${list}.0.${field}`));
    });

    it('reports every broken rule at once, one detail per rule, with location body and dotted paths', async () => {
      const response = await create({
        firstName: '',
        lastName: 'x'.repeat(121),
        email: 'not-an-email',
        websiteUrl: 'ftp://example.com',
        id: '0190a0b4-8a3e-7c2d-9f00-1234567890ab',
        educationEntries: [education(), { id: 'edu-2' }, education({ degree: 5, extra: true })],
        experienceEntries: [experience({ title: '', current: 'yes' })],
      });
      expectValidationError(
        response,
        body(
          'firstName',
          'lastName',
          'email',
          'websiteUrl',
          'id',
          'educationEntries.1.school',
          'educationEntries.2.degree',
          'educationEntries.2.extra',
          'experienceEntries.0.title',
          'experienceEntries.0.current',
        ),
      );
    });

    it('reports a missing body as the three missing required fields', async () => {
      expectValidationError(await t.api.post('/candidates'), body('firstName', 'lastName', 'email'));
      expectValidationError(await create({}), body('firstName', 'lastName', 'email'));
    });

    it.each([
      ['an array', [valid()]],
      ['a string', 'Ada'],
      ['a number', 42],
      ['null', null],
    ])('refuses %s as the body', async (_label, payload) => {
      const response = await t.api.post('/candidates').set('Content-Type', 'application/json').send(JSON.stringify(payload));
      expectValidationError(response, body(''));
    });

    it('creates nothing when the body is refused', async () => {
      const email = uniqueEmail('refused');
      expect((await create(valid({ email, firstName: '' }))).status).toBe(422);
      const list = await t.api.get('/candidates').query({ email });
      expect(list.body.data).toEqual([]);
      expect((await create(valid({ email }))).status).toBe(201);
    });

    it('answers 400 INVALID_JSON for a body that is not JSON', async () => {
      const response = await t.api.post('/candidates').set('Content-Type', 'application/json').send('{"firstName": "Ada",');
      expectError(response, 400, 'INVALID_JSON');
    });

    it('answers 415 for a body that is not application/json', async () => {
      const response = await t.api.post('/candidates').set('Content-Type', 'text/plain').send('firstName=Ada');
      expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    });
  });

  describe('authentication and scope', () => {
    it('answers 401 for an unknown key and for a header that is not Bearer', async () => {
      expectUnauthorized(await t.as('ats_test_notarealkeynotarealkeynotarealkey').post('/candidates', valid()));
      const basic = await rawRequest(t.app.getHttpServer()).post('/api/v1/candidates').set('Authorization', `Basic ${t.bootstrapKey}`).send(valid());
      expectUnauthorized(basic);
    });

    it('accepts the bearer scheme in any letter case', async () => {
      const response = await rawRequest(t.app.getHttpServer()).post('/api/v1/candidates').set('Authorization', `bearer ${t.bootstrapKey}`).send(valid());
      expect(response.status).toBe(201);
    });

    it('answers 403 with details.requiredScope for a key without candidates:write, before validating the body', async () => {
      const key = await t.factory.apiKey(['candidates:read']);
      expectForbidden(await t.as(key.key).post('/candidates', valid()), 'candidates:write');
      expectForbidden(await t.as(key.key).post('/candidates', { firstName: '' }), 'candidates:write');
      const other = await t.factory.apiKey(['jobs:write', 'applications:write']);
      expectForbidden(await t.as(other.key).post('/candidates', valid()), 'candidates:write');
    });

    it('lets a restricted key with candidates:write create', async () => {
      const key = await t.factory.apiKey(['candidates:write']);
      const response = await t.as(key.key).post('/candidates', valid());
      expect(response.status).toBe(201);
      expectCandidateShape(response.body.data);
    });
  });

  describe('email uniqueness', () => {
    it('answers 409 CONFLICT for an email that is taken, in any letter case', async () => {
      const email = `Dup.${unique()}@Example.com`;
      const first = await create(valid({ email }));
      expect(first.status).toBe(201);
      for (const variant of [email, email.toLowerCase(), email.toUpperCase()]) {
        expectError(await create(valid({ email: variant, firstName: 'Other' })), 409, 'CONFLICT');
      }
      const list = await t.api.get('/candidates').query({ email });
      expect(list.body.data).toHaveLength(1);
      expect(list.body.data[0]).toEqual(first.body.data);
    });

    it('lets exactly one of 10 simultaneous creates with the same email (any case) win; the rest are 409, never 500', async () => {
      const local = `race.${unique()}`;
      const variants = Array.from({ length: 10 }, (_, index) => `${index % 2 ? local.toUpperCase() : local}@${index % 3 ? 'EXAMPLE' : 'example'}.com`);
      const responses = await Promise.all(variants.map((email, index) => create(valid({ email, firstName: `Racer${index}` }))));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
      for (const response of responses.filter((r) => r.status === 409)) expect(response.body.error.code).toBe('CONFLICT');
      const list = await t.api.get('/candidates').query({ email: `${local}@example.com` });
      expect(list.body.data).toHaveLength(1);
      const winner = responses.find((response) => response.status === 201);
      expect(list.body.data[0].id).toBe(winner?.body.data.id);
      expect((await activityOf(t.api, winner?.body.data.id)).filter((event) => event.type === 'candidate.created')).toHaveLength(1);
    });

    it('treats different emails as different candidates under concurrency', async () => {
      const responses = await Promise.all(Array.from({ length: 8 }, () => create(valid())));
      expect(responses.map((response) => response.status)).toEqual(Array(8).fill(201));
    });
  });
});
