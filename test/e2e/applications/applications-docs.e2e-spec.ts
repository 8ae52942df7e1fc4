import { rawRequest } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { APPLICATION_KEYS } from '../../kits/applications-kit';

type Schema = Record<string, any>;

/** Issue 3 "Done means": Swagger documents every applications operation with its constraints and error responses. */
describe('applications in the OpenAPI document', () => {
  let t: TestApp;
  let doc: Schema;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await rawRequest(t.app.getHttpServer()).get('/docs-json')).body;
  });
  afterAll(async () => t?.close());

  const operation = (method: string, path: string): Schema => doc.paths[`/api/v1${path}`]?.[method];
  const schema = (ref: string): Schema => doc.components.schemas[ref.replace('#/components/schemas/', '')];
  const requestSchema = (op: Schema): Schema => schema(op.requestBody.content['application/json'].schema.$ref);

  it.each([
    ['post', '/applications', '201', ['400', '401', '403', '409', '413', '415', '422']],
    ['get', '/applications', '200', ['401', '403', '422']],
    ['get', '/applications/{id}', '200', ['401', '403', '404', '422']],
    ['post', '/applications/{id}/move', '200', ['400', '401', '403', '404', '409', '413', '415', '422']],
    ['post', '/applications/{id}/reject', '200', ['401', '403', '404', '409', '422']],
    ['post', '/applications/{id}/withdraw', '200', ['401', '403', '404', '409', '422']],
  ])('documents %s %s with its success status, tag and error responses', (method, path, success, errors) => {
    const op = operation(method, path);
    expect(op).toBeDefined();
    expect(op.tags).toEqual(['Applications']);
    expect(op.summary.length).toBeGreaterThan(0);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining([success, ...errors]));
    expect(op.responses[success].content['application/json'].schema.properties.data).toBeDefined();
  });

  it('describes the Application with exactly the spec fields', () => {
    const application = schema('ApplicationResponse');
    expect(Object.keys(application.properties).sort()).toEqual(APPLICATION_KEYS);
    const status = schema(application.properties.status.allOf[0].$ref);
    expect(status.enum).toEqual(['active', 'rejected', 'hired', 'withdrawn']);
  });

  it('states the body constraints: UUIDs and a source of 1-60 characters', () => {
    const create = requestSchema(operation('post', '/applications'));
    expect(create.required.sort()).toEqual(['candidateId', 'jobId', 'source']);
    expect(create.properties.jobId.format).toBe('uuid');
    expect(create.properties.candidateId.format).toBe('uuid');
    expect(create.properties.source).toMatchObject({ type: 'string', minLength: 1, maxLength: 60 });
    const move = requestSchema(operation('post', '/applications/{id}/move'));
    expect(move.required).toEqual(['toStageId']);
    expect(move.properties.toStageId.format).toBe('uuid');
  });

  it('documents no body for reject and withdraw, and the list filters', () => {
    expect(operation('post', '/applications/{id}/reject').requestBody).toBeUndefined();
    expect(operation('post', '/applications/{id}/withdraw').requestBody).toBeUndefined();
    const names = (operation('get', '/applications').parameters as Schema[]).map((parameter) => `${parameter.in}:${parameter.name}`);
    const filters = ['query:candidateId', 'query:cursor', 'query:jobId', 'query:limit', 'query:stageId', 'query:status', 'query:updatedAfter'];
    expect(names.sort()).toEqual(['header:On-Behalf-Of', ...filters]);
  });
});
