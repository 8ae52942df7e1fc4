import { applicationSourceList, APPLICATION_SOURCE_POLICY } from '@app/applications';
import { defineExtension } from '@app/core';
import { rawRequest } from '../../helpers/api-client';
import { expectSuccess, expectValidationError } from '../../helpers/assertions';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createJob } from '../../kits/applications-kit';

const PARTNER_SOURCES = applicationSourceList(['careers_site', 'partner_portal']);

describe('APPLICATION_SOURCE_POLICY replaced by an extension with a closed list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      { extensions: [defineExtension({ name: 'partner-sources', policies: [{ provide: APPLICATION_SOURCE_POLICY, useValue: PARTNER_SOURCES }] })] },
    );
  });
  afterAll(() => t?.close());

  const payload = async (source: string) => ({ candidateId: (await t.factory.candidate()).id, jobId: (await createJob(t)).id, source });

  it('accepts a source of its list that the default would not know', async () => {
    const application = expectSuccess(await t.api.post('/applications', await payload('partner_portal')), 201);
    expect(application.source).toBe('partner_portal');
  });

  it('refuses a source outside its list with a 422 naming the field, and creates nothing', async () => {
    const body = await payload('linkedin');
    const [issue] = expectValidationError(await t.api.post('/applications', body), [{ location: 'body', path: 'source' }]);
    expect(issue.message).toBe('source must be one of: careers_site, partner_portal');
    const [{ count }] = await t.db.query('SELECT count(*)::int AS count FROM applications WHERE candidate_id = $1', [body.candidateId]);
    expect(count).toBe(0);
  });

  it('leaves the DTO rules in front: an empty source is refused as before', async () => {
    const [issue] = expectValidationError(await t.api.post('/applications', await payload('')), [{ location: 'body', path: 'source' }]);
    expect(issue.message).toBe('source must not be empty');
  });

  it('leaves the OpenAPI document as the default documents it', async () => {
    const doc = (await rawRequest(t.app.getHttpServer()).get('/docs-json')).body;
    expect(doc.components.schemas.CreateApplicationDto.properties.source).toMatchObject({
      type: 'string',
      minLength: 1,
      maxLength: 60,
      example: 'careers_site',
    });
  });
});

describe(applicationSourceList.name, () => {
  it('refuses an empty list and a source the API could not accept', () => {
    expect(() => applicationSourceList([])).toThrow('the list of sources must not be empty');
    expect(() => applicationSourceList(['s'.repeat(61)])).toThrow('must be 1 to 60 characters long');
  });
});
