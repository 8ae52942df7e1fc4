import { BACKGROUND_CHECKS_EXTENSION } from '../../../examples/extensions/background-checks';
import { rawRequest } from '../../helpers/api-client';
import { prefilledBody, JSON_MEDIA, type OpenApiDocument } from '../../helpers/openapi-examples';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createApplication, createInterview, createJob } from '../../kits/pipeline-kit';
import { createOffer } from '../../kits/offers-kit';

/**
 * Every operation of the served OpenAPI document, walked with a hiring manager's full-access key (a user on the
 * team of job A, not of job B; docs/api/access.md): each operation naming a record of job B in its path is 404,
 * and each list, search or feed leaves B's records out. A new route that forgets reach fails here. The background-checks
 * example is composed in: an extension's resource is reached as it declares (docs/adr/0088-resources-declare-their-reach.md).
 */

/** Installation-wide records, not reached through a job (docs/api/access.md#who-reaches-what): their paths name none of B's records. */
const INSTALLATION_WIDE = [
  'public',
  'users',
  'api-keys',
  'webhooks',
  'automations',
  'automation-runs',
  'custom-fields',
  'careers',
  'talent-pools',
  'referral-links',
  'consent-purposes',
  'message-templates',
  'legal-holds',
  'departments',
  'offices',
  'rejection-reasons',
  'approval-flows',
];
/** Routes whose paths only an admin may call: a hiring manager gets 403 before any record is looked up (docs/api/messaging.md). */
const ADMIN_PATHS = ['suppressions'];
/** Installation-wide lists that carry event payloads or the audit log, whose routes are for admins (docs/api/access.md). */
const ADMIN_LISTS = ['webhooks', 'automations', 'automation-runs', 'audit-events', 'legal-holds'];

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
interface DocumentedOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: { enum?: string[]; $ref?: string } }>;
  requestBody?: { content?: Record<string, unknown> };
}

describe('access: every operation with a hiring manager of another job', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let managerKey: string;
  /** B's record of each path segment that names one. */
  const recordsOfB: Record<string, string> = {};
  let stageOfB: string;
  let tagOfB: string;
  let poolWithB: string;
  let reachedIds: string[];

  beforeAll(async () => {
    t = await createTestApp({}, { extensions: [BACKGROUND_CHECKS_EXTENSION] });
    document = (await rawRequest(t.app.getHttpServer()).get('/docs-json')).body as OpenApiDocument;
    const manager = await t.factory.user({ role: 'hiring_manager' });
    managerKey = (await t.factory.apiKey(['*'], { ownerId: manager.id })).key;
    const jobA = await createJob(t);
    await t.api.put(`/jobs/${jobA.id}/hiring-team`, { members: [{ userId: manager.id, role: 'hiring_manager' }] });
    const applicationA = await createApplication(t, { jobId: jobA.id });
    const jobB = await createJob(t);
    stageOfB = jobB.stageIds[0];
    const applicationB = await createApplication(t, { jobId: jobB.id });
    const candidateB = applicationB.candidateId as string;
    const interviewB = await createInterview(t, { applicationId: applicationB.id });
    const offerB = await createOffer(t.api, applicationB.id);
    await t.api.post('/scorecards', { applicationId: applicationB.id, rating: 'strong' });
    const note = await t.api.post(`/candidates/${candidateB}/notes`, { body: 'About B' });
    const tag = await t.api.post(`/candidates/${candidateB}/tags`, { label: 'b-only' });
    tagOfB = tag.body.data.id;
    const upload = await rawRequest(t.app.getHttpServer())
      .post(`/api/v1/candidates/${candidateB}/documents`)
      .set('Authorization', `Bearer ${t.bootstrapKey}`)
      .attach('file', Buffer.from('Résumé of B'), 'b.txt');
    expect(upload.status).toBe(201);
    // Values on B's candidate and application, so that GET /custom-field-values has something to leave out.
    for (const objectType of ['candidate', 'application']) {
      expect((await t.api.post('/custom-fields', { objectType, key: 'walk_note', label: 'Walk note', type: 'text' })).status).toBe(201);
    }
    expect((await t.api.patch(`/candidates/${candidateB}/custom-fields`, { walk_note: 'B' })).status).toBe(200);
    expect((await t.api.patch(`/applications/${applicationB.id}/custom-fields`, { walk_note: 'B' })).status).toBe(200);
    const task = await t.api.post('/tasks', { title: 'About B', candidateId: candidateB });
    // A draft: the careers site's public routes list live posts of every job (docs/api/careers.md#public-routes).
    const post = await t.api.post('/job-posts', { jobId: jobB.id });
    expect(post.status).toBe(201);
    const pool = await t.api.post('/talent-pools', { name: 'Pool of A and B' });
    poolWithB = pool.body.data.id;
    await t.api.post(`/talent-pools/${poolWithB}/entries`, { candidateId: applicationA.candidateId });
    const entry = await t.api.post(`/talent-pools/${poolWithB}/entries`, { candidateId: candidateB });
    const opening = await t.api.post(`/jobs/${jobB.id}/openings`, {});
    expect(opening.status).toBe(201);
    // An approval of B's offer, decided by the bootstrap admin: the manager reaches neither.
    const admin = (await t.api.get('/users?limit=100')).body.data.find((user: { role: string }) => user.role === 'admin');
    expect((await t.api.put('/approval-flows/offer_send', { steps: [{ approverIds: [admin.id], required: 'any' }] })).status).toBe(200);
    const approval = await t.api.post(`/offers/${offerB.id}/request-approval`);
    expect(approval.status).toBe(202);
    const check = await t.api.post('/background-checks', { candidateId: candidateB, package: 'standard' });
    expect(check.status).toBe(201);
    const consent = await t.api.post(`/candidates/${candidateB}/consents`, { purpose: 'talent_pool' });
    expect(consent.status).toBe(201);
    const consentRequest = await t.api.post(`/candidates/${candidateB}/consent-requests`, { purpose: 'messaging' });
    expect(consentRequest.status).toBe(201);
    const message = await t.api.post(`/candidates/${candidateB}/messages`, { subject: 'About B', body: 'Hello' });
    expect(message.status).toBe(202);
    const [suppression] = await t.db.query<Array<{ id: string }>>(
      `INSERT INTO message_suppressions (id, address, reason, candidate_id)
       SELECT gen_random_uuid(), email, 'unsubscribed', id FROM candidates WHERE id = $1 RETURNING id`,
      [candidateB],
    );
    // An admin's bulk action (no worker runs it here): the manager reaches only their own (docs/api/bulk-actions.md#who-reaches-a-bulk-action).
    const bulk = await t.api.post('/bulk-actions', { action: 'add_tag', candidateIds: [candidateB], params: { label: 'b-only' }, dryRun: true });
    expect(bulk.status).toBe(202);
    Object.assign(recordsOfB, {
      jobs: jobB.id,
      applications: applicationB.id,
      candidates: candidateB,
      interviews: interviewB.id,
      offers: offerB.id,
      documents: upload.body.data.id,
      tasks: task.body.data.id,
      'pool-entries': entry.body.data.id,
      'job-posts': post.body.data.id,
      openings: opening.body.data[0].id,
      approvals: approval.body.data.id,
      notes: note.body.data.id,
      'background-checks': check.body.data.id,
      consents: consent.body.data.id,
      'consent-requests': consentRequest.body.data.id,
      messages: message.body.data.id,
      suppressions: suppression.id,
      'bulk-actions': bulk.body.data.id,
    });
    reachedIds = [jobA.id, applicationA.id, applicationA.candidateId];
  });
  afterAll(async () => t?.close());

  function operations(): Array<{ name: string; method: Method; path: string; operation: DocumentedOperation }> {
    return Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, DocumentedOperation>).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        method: method as Method,
        path,
        operation,
      })),
    );
  }
  const resourceOf = (path: string) => path.replace('/api/v1/', '').split('/')[0];
  const requiredQuery = (operation: DocumentedOperation) =>
    (operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'query' && parameter.required === true)
      .map((parameter) => {
        const ref = parameter.schema?.$ref?.replace('#/components/schemas/', '');
        const schema = ref === undefined ? parameter.schema : (document.components.schemas[ref] as { enum?: string[] });
        return `${parameter.name}=${parameter.name === 'jobId' ? reachedIds[0] : (schema?.enum?.[0] ?? '')}`;
      });
  const send = (method: Method, url: string, body?: unknown) => {
    const request = rawRequest(t.app.getHttpServer())[method](url).set('Authorization', `Bearer ${managerKey}`);
    return body === undefined ? request : request.send(body as object);
  };

  it('answers 404 to every operation whose path names a record of job B', async () => {
    const walked: string[] = [];
    const broken: string[] = [];
    for (const { name, method, path, operation } of operations()) {
      if (!path.includes('{') || !path.startsWith('/api/v1/') || INSTALLATION_WIDE.includes(resourceOf(path))) continue;
      if (ADMIN_PATHS.includes(resourceOf(path))) {
        const response = await send(method, path.replace(/\{\w+\}/g, recordsOfB[resourceOf(path)]));
        if (response.status !== 403) broken.push(`${name}: expected 403 (admins only), got ${response.status}`);
        continue;
      }
      const resource = resourceOf(path);
      const first = recordsOfB[resource];
      if (first === undefined) {
        broken.push(`${name}: no record of job B for /${resource}/{id}: add one to the walk`);
        continue;
      }
      const url = path.replace(/\{(\w+)\}/g, (_match, parameter: string, offset: number) =>
        offset === path.indexOf('{') ? first : parameter === 'stageId' ? stageOfB : parameter === 'tagId' ? tagOfB : first,
      );
      const query = requiredQuery(operation);
      const body = operation.requestBody?.content?.[JSON_MEDIA] === undefined ? undefined : prefilledBody(document, name).body;
      const response = await send(method, query.length === 0 ? url : `${url}?${query.join('&')}`, body);
      walked.push(name);
      if (response.status !== 404) broken.push(`${name}: expected 404, got ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
    }
    expect(broken).toEqual([]);
    expect(walked.length).toBeGreaterThan(30);
  });

  it('leaves the records of job B out of every list, search and feed', async () => {
    const walked: string[] = [];
    const broken: string[] = [];
    for (const { name, method, path, operation } of operations()) {
      if (method !== 'get' || !path.startsWith('/api/v1/') || ADMIN_LISTS.includes(resourceOf(path))) continue;
      const hasLimit = (operation.parameters ?? []).some((parameter) => parameter.in === 'query' && parameter.name === 'limit');
      if (!hasLimit && !path.startsWith('/api/v1/reports/')) continue;
      // A list under an installation-wide record (a pool's entries) walks the one that holds A's and B's.
      if (path.includes('{') && resourceOf(path) !== 'talent-pools') continue;
      const url = path.replace(/\{\w+\}/g, poolWithB);
      const objectTypes = (operation.parameters ?? []).find((parameter) => parameter.name === 'objectType' && parameter.required === true);
      const variants =
        objectTypes === undefined
          ? [requiredQuery(operation)]
          : ['candidate', 'application', 'job', 'offer', 'interview'].map((type) => [`objectType=${type}`]);
      for (const query of variants) {
        const full = `${url}?${[...query, ...(hasLimit ? ['limit=100'] : [])].join('&')}`;
        const response = await send('get', full);
        walked.push(full);
        if (response.status !== 200) {
          broken.push(`${name}: ${full}: expected 200, got ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
          continue;
        }
        const text = JSON.stringify(response.body);
        const leaked = Object.entries(recordsOfB)
          .filter(([, id]) => text.includes(id))
          .map(([resource, id]) => `${resource} ${id}`);
        if (leaked.length > 0) broken.push(`${name}: ${full}: shows records of job B ${leaked.join(', ')}`);
      }
    }
    // The walk is not vacuous: the hiring manager's own job shows in its lists.
    const seen = JSON.stringify([(await send('get', '/api/v1/applications?limit=100')).body, (await send('get', '/api/v1/candidates?limit=100')).body]);
    expect(reachedIds.filter((id) => !seen.includes(id))).toEqual([]);
    expect(broken).toEqual([]);
    expect(walked.length).toBeGreaterThan(15);
  });
});
