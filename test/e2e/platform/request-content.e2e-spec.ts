import request from 'supertest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectPage, expectSuccess, expectUnauthorized, expectValidationError } from '../../helpers/assertions';

/** The text of requests, checked once at the edge for every route (docs/adr/0003-request-text-must-be-storable.md). */
describe('request content at the edge', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(async () => t?.close());

  const rawJson = (method: 'post' | 'patch', path: string, text: string) => t.api[method](path).set('Content-Type', 'application/json').send(text);
  const candidatesWithEmail = async (email: string) => expectPage(await t.api.get(`/candidates?email=${encodeURIComponent(email)}`), 20).items;

  describe('strings that are not well-formed Unicode', () => {
    it('refuses a lone surrogate in a candidate with 422 on its path, and creates nothing', async () => {
      const response = await t.api.post('/candidates', { firstName: '\ud800x', lastName: 'Lone', email: 'lone@example.com' });
      const [issue] = expectValidationError(response, [{ location: 'body', path: 'firstName' }]);
      expect(issue.message).toMatch(/well-formed Unicode/);
      expect(await candidatesWithEmail('lone@example.com')).toEqual([]);
    });

    it('reports it together with the other broken rules, in keys and nested array items too', async () => {
      const response = await t.api.post('/candidates', {
        '\udbff': 1,
        firstName: '\udc00',
        lastName: '',
        email: 'not-an-email',
        educationEntries: [
          { id: 'e1', school: 'MIT' },
          { id: 'e2', school: 'Yale \ud83d' },
        ],
      });
      expectValidationError(response, [
        { location: 'body', path: 'firstName' },
        { location: 'body', path: 'lastName' },
        { location: 'body', path: 'email' },
        { location: 'body', path: 'educationEntries.1.school' },
        { location: 'body', path: '\udbff' },
      ]);
    });

    it('refuses them on PATCH /candidates/{id}, and the candidate stays as it was', async () => {
      const candidate = await t.factory.candidate();
      expectValidationError(
        await t.api.patch(`/candidates/${candidate.id}`, { lastName: 'x\udfff', experienceEntries: [{ id: 'x', company: '\ud800', title: 'CTO' }] }),
        [
          { location: 'body', path: 'lastName' },
          { location: 'body', path: 'experienceEntries.0.company' },
        ],
      );
      expect(expectSuccess(await t.api.get(`/candidates/${candidate.id}`))).toEqual(candidate);
    });

    it('refuses them on POST /jobs, in nested stages too', async () => {
      const title = 'Engineer \ud800';
      expectValidationError(await t.api.post('/jobs', { title, stages: [{ name: 'Applied' }, { name: '\udbff' }] }), [
        { location: 'body', path: 'title' },
        { location: 'body', path: 'stages.1.name' },
      ]);
      const jobs = expectPage(await t.api.get('/jobs?limit=100'), 100).items;
      expect(jobs.some((job: { title: string }) => job.title.startsWith('Engineer'))).toBe(false);
    });

    it('refuses them in notes and tag labels, which are stored neither as sent nor as U+FFFD; surrogate pairs and U+FFFD itself pass', async () => {
      const candidate = await t.factory.candidate({ firstName: 'Ada \ud83d\ude00' });
      expect(candidate.firstName).toBe('Ada \ud83d\ude00');
      expectValidationError(await t.api.post(`/candidates/${candidate.id}/notes`, { body: 'call back \ud83d' }), [{ location: 'body', path: 'body' }]);
      expectValidationError(await t.api.post(`/candidates/${candidate.id}/tags`, { label: '\ud800' }), [{ location: 'body', path: 'label' }]);
      expect(expectPage(await t.api.get(`/candidates/${candidate.id}/notes`), 20).items).toEqual([]);
      expect(expectPage(await t.api.get(`/candidates/${candidate.id}/tags`), 20).items).toEqual([]);
      expect(expectSuccess(await t.api.post(`/candidates/${candidate.id}/notes`, { body: 'smile \ud83d\ude00 \ufffd' }), 201).body).toBe(
        'smile \ud83d\ude00 \ufffd',
      );
      expect(expectSuccess(await t.api.post(`/candidates/${candidate.id}/tags`, { label: '\ud83d\ude80' }), 201).label).toBe('\ud83d\ude80');
    });
  });

  describe('the NUL character (PostgreSQL stores it in neither text nor jsonb)', () => {
    it('is 422 naming every field that holds one: strings, nested JSON keys and values, free-form JSON, query parameters, form fields', async () => {
      const candidate = await t.factory.candidate();
      const automations = expectPage(await t.api.get('/automations?limit=100'), 100).items.length;
      const automation = await t.api.post('/automations', {
        name: 'Sync\u0000',
        trigger: { event: 'candidate.updated' },
        conditions: { '==': [{ var: 'event.data.headline' }, 'x\u0000'] },
        actions: [
          {
            type: 'http_request',
            config: { url: 'https://example.com/hook', headers: { 'X-Trace': 'a\u0000' }, body: { 'note\u0000': 'x', nested: { value: 'y\u0000' } } },
          },
        ],
      });
      const issues = expectValidationError(automation, [
        { location: 'body', path: 'name' },
        { location: 'body', path: 'conditions.==.1' },
        // The header rule of http_request (no control characters) names the header too, from its parent.
        { location: 'body', path: 'actions.0.config.headers' },
        { location: 'body', path: 'actions.0.config.headers.X-Trace' },
        { location: 'body', path: 'actions.0.config.body.note\u0000' },
        { location: 'body', path: 'actions.0.config.body.nested.value' },
      ]);
      for (const issue of issues.filter(({ path }) => path !== 'actions.0.config.headers')) {
        expect(issue.message).toBe(`${issue.path} must not contain the NUL character (\\u0000)`);
      }
      expect(expectPage(await t.api.get('/automations?limit=100'), 100).items).toHaveLength(automations);

      expectValidationError(await t.api.post('/webhooks', { url: 'https://example.com/\u0000', events: ['candidate.created'], description: 'd\u0000' }), [
        { location: 'body', path: 'url' },
        { location: 'body', path: 'description' },
      ]);
      expectValidationError(await t.api.patch(`/candidates/${candidate.id}`, { educationEntries: [{ id: '1', school: 'S', 'degree\u0000': 'BSc' }] }), [
        { location: 'body', path: 'educationEntries.0.degree\u0000' },
      ]);
      expect(expectSuccess(await t.api.get(`/candidates/${candidate.id}`))).toEqual(candidate);
      expectValidationError(await t.api.get('/candidates?tag=a%00&cursor=%00&limit=1'), [
        { location: 'query', path: 'tag' },
        { location: 'query', path: 'cursor' },
      ]);
      expectValidationError(
        await t.api.post(`/candidates/${candidate.id}/documents`).field('kind', 'resume\u0000').attach('file', Buffer.from('cv'), 'cv.txt'),
        [{ location: 'body', path: 'kind' }],
      );
      expect(expectPage(await t.api.get(`/candidates/${candidate.id}/documents`), 20).items).toEqual([]);
    });
  });

  describe('query strings', () => {
    it('refuses values and names that are not percent-encoded UTF-8, instead of searching for U+FFFD', async () => {
      expectValidationError(await t.api.get('/candidates?q=%C3%28'), [{ location: 'query', path: 'q' }]);
      expectValidationError(await t.api.get('/candidates?tag=%ED%A0%80&email=%FF'), [
        { location: 'query', path: 'tag' },
        { location: 'query', path: 'email' },
      ]);
      const candidate = await t.factory.candidate();
      expectValidationError(await t.api.get(`/candidates/${candidate.id}/notes?limit=%E2%82`), [{ location: 'query', path: 'limit' }]);
      expectPage(await t.api.get('/candidates?q=caf%C3%A9+%F0%9F%98%80'), 20);
    });

    it('refuses __proto__ and constructor like any unknown query parameter', async () => {
      for (const name of ['__proto__', 'constructor']) {
        const [issue] = expectValidationError(await t.api.get(`/candidates?${name}=1`), [{ location: 'query', path: name }]);
        expect(issue.message).toBe(`${name} is not a recognised query parameter`);
      }
    });
  });

  describe('path parameters', () => {
    it('answers 422 on the parameter whose percent-encoding is not UTF-8, on every method', async () => {
      const candidate = await t.factory.candidate();
      const [issue] = expectValidationError(await t.api.get('/candidates/%C3%28'), [{ location: 'path', path: 'id' }]);
      expect(issue.message).toBe('id must be percent-encoded UTF-8');
      expectValidationError(await t.api.patch('/candidates/%zz', { firstName: 'X' }), [{ location: 'path', path: 'id' }]);
      expectValidationError(await t.api.post('/candidates/%ED%A0%80/notes', { body: 'x' }), [{ location: 'path', path: 'id' }]);
      expectValidationError(await t.api.delete(`/candidates/${candidate.id}/tags/%E2%82`), [{ location: 'path', path: 'tagId' }]);
    });

    it('keeps the order of checks: 401 and 403 come first', async () => {
      expectUnauthorized(await t.as(undefined).get('/candidates/%C3%28'));
      const jobsReader = (await t.factory.apiKey(['jobs:read'])).key;
      expectForbidden(await t.as(jobsReader).get('/candidates/%C3%28'), 'candidates:read');
    });

    it('answers unknown routes with bad encoding 404, inside and outside the API prefix', async () => {
      expectError(await t.api.get('/no-such-thing/%C3%28'), 404, 'NOT_FOUND');
      expectError(await t.api.get(`/candidates/${UNKNOWN_UUID}/nothing/%zz`), 404, 'NOT_FOUND');
      expectError(await request(t.app.getHttpServer()).get('/elsewhere/%C3%28'), 404, 'NOT_FOUND');
    });

    it('refuses a NUL character in a path parameter before its own rule runs', async () => {
      const [issue] = expectValidationError(await t.api.get('/candidates/%00'), [{ location: 'path', path: 'id' }]);
      expect(issue.message).toMatch(/NUL character/);
    });
  });

  describe('__proto__ and constructor keys', () => {
    it('refuses them like any unknown key (same 422), at the top and in nested objects, creating nothing and polluting no prototype', async () => {
      const unknown = expectValidationError(await t.api.post('/candidates', { firstName: 'A', lastName: 'B', email: 'extra@example.com', extra: 1 }), [
        { location: 'body', path: 'extra' },
      ]);
      expect(unknown[0].message).toBe('extra is not an allowed field');
      const bodies: Array<[string, string]> = [
        ['__proto__', '{"firstName":"A","lastName":"B","email":"proto.top@example.com","__proto__":{"polluted":true}}'],
        ['constructor', '{"firstName":"A","lastName":"B","email":"proto.top@example.com","constructor":{"prototype":{"polluted":true}}}'],
        [
          'educationEntries.0.__proto__',
          '{"firstName":"A","lastName":"B","email":"proto.top@example.com","educationEntries":[{"id":"1","school":"S","__proto__":{"polluted":true}}]}',
        ],
        [
          'educationEntries.0.constructor',
          '{"firstName":"A","lastName":"B","email":"proto.top@example.com","educationEntries":[{"id":"1","school":"S","constructor":1}]}',
        ],
      ];
      for (const [path, text] of bodies) {
        const [issue] = expectValidationError(await rawJson('post', '/candidates', text), [{ location: 'body', path }]);
        expect(issue.message).toBe(`${path} is not an allowed field`);
      }
      expect(await candidatesWithEmail('proto.top@example.com')).toEqual([]);
      await t.api.get('/candidates?__proto__[polluted]=true&constructor[prototype][polluted]=true');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
    });

    it('refuses them on PATCH, on jobs with nested stage objects, and inside free-form automation conditions (was a 500)', async () => {
      const candidate = await t.factory.candidate();
      expectValidationError(await rawJson('patch', `/candidates/${candidate.id}`, '{"constructor":{"name":"x"}}'), [{ location: 'body', path: 'constructor' }]);
      expectValidationError(
        await rawJson('post', '/jobs', '{"title":"Proto","stages":[{"name":"S","emailConfig":{"candidateUpdatesEnabled":true,"__proto__":{"x":1}}}]}'),
        [{ location: 'body', path: 'stages.0.emailConfig.__proto__' }],
      );
      const automation = (conditions: string) =>
        `{"name":"Proto","trigger":{"event":"candidate.created"},"actions":[{"type":"add_tag","config":{"label":"x"}}],"conditions":${conditions}}`;
      expectValidationError(await rawJson('post', '/automations', automation('{"constructor":"x"}')), [{ location: 'body', path: 'conditions.constructor' }]);
      expectValidationError(await rawJson('post', '/automations', automation('{"__proto__":{"==":[1,1]}}')), [
        { location: 'body', path: 'conditions.__proto__' },
      ]);
      expectValidationError(await rawJson('post', '/automations', automation('null').replace('"label":"x"', '"label":"x","__proto__":{}')), [
        { location: 'body', path: 'actions.0.config.__proto__' },
      ]);
    });
  });
});
