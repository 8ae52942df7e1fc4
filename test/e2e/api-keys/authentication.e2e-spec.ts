import { rawRequest } from '../../helpers/api-client';
import { generateApiKey, hashApiKey } from '@app/api-keys';
import { createTestApp, type TestApp } from '../../helpers/test-app';

import { expectError, expectForbidden, expectSuccess, expectUnauthorized } from '../../helpers/assertions';
import { waitForKeyListeners } from '../../helpers/replicas';
import { sleep } from '../../helpers/common';

describe('authentication (401) and scopes (403)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await waitForKeyListeners(t.app, t.config, 1);
  });
  afterAll(async () => t?.close());

  const withHeader = (value: string) => rawRequest(t.app.getHttpServer()).get('/api/v1/users').set('Authorization', value);

  describe('401 UNAUTHORIZED with WWW-Authenticate: Bearer', () => {
    it('without an Authorization header', async () => {
      expectUnauthorized(await t.as(undefined).get('/users'));
      expectUnauthorized(await t.as(undefined).post('/candidates', { firstName: 'Ada', lastName: 'Lovelace', email: 'no-auth@example.com' }));
      const candidates = await t.api.get('/candidates?email=no-auth@example.com');
      expect(expectSuccess(candidates)).toEqual([]);
    });

    it('with another scheme', async () => {
      expectUnauthorized(await withHeader(`Basic ${Buffer.from('admin:secret').toString('base64')}`));
      expectUnauthorized(await withHeader(`Basic ${t.bootstrapKey}`));
      expectUnauthorized(await withHeader(`Token ${t.bootstrapKey}`));
      expectUnauthorized(await withHeader(t.bootstrapKey));
      expectUnauthorized(await withHeader(`Bearer${t.bootstrapKey}`));
    });

    it('with "Bearer" and no token', async () => {
      expectUnauthorized(await withHeader('Bearer'));
      expectUnauthorized(await withHeader('Bearer    '));
      expectUnauthorized(await withHeader(''));
    });

    it('with a token that is not a key', async () => {
      expectUnauthorized(await withHeader('Bearer not-a-key'));
      expectUnauthorized(await withHeader(`Bearer ${t.bootstrapKey}x`));
      expectUnauthorized(await withHeader(`Bearer ${t.bootstrapKey.slice(0, -1)}`));
      expectUnauthorized(await withHeader(`Bearer ${t.bootstrapKey} ${t.bootstrapKey}`));
      expectUnauthorized(await withHeader(`Bearer ${'a'.repeat(5000)}`));
    });

    it('with a key of the valid format that was never issued', async () => {
      expectUnauthorized(await withHeader(`Bearer ${generateApiKey('live')}`));
      expectUnauthorized(await withHeader(`Bearer ${generateApiKey('test')}`));
    });

    it('with the hash of a key instead of the key', async () => {
      expectUnauthorized(await withHeader(`Bearer ${hashApiKey(t.bootstrapKey)}`));
    });

    it('with a revoked key, on the very next request', async () => {
      const created = await t.factory.apiKey(['users:read']);
      expectSuccess(await t.as(created.key).get('/users'));
      const revoked = expectSuccess(await t.api.post(`/api-keys/${created.id}/revoke`));
      expect(revoked.revokedAt).not.toBeNull();
      expectUnauthorized(await t.as(created.key).get('/users'));
      expectUnauthorized(await t.as(created.key).get('/users'));
    });

    it('with a key past its expiresAt, even while it is cached in process', async () => {
      const expiresAt = new Date(Date.now() + 2000);
      const created = await t.factory.apiKey(['users:read'], { expiresAt: expiresAt.toISOString() });
      expect(created.expiresAt).toBe(expiresAt.toISOString());
      expectSuccess(await t.as(created.key).get('/users'));
      expectSuccess(await t.as(created.key).get('/users'));
      await sleep(expiresAt.getTime() - Date.now() + 50);
      expectUnauthorized(await t.as(created.key).get('/users'));
    });

    it('with a key whose expires_at is in the past in the database', async () => {
      const created = await t.factory.apiKey(['users:read']);
      await t.db.query(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [created.id]);
      expectUnauthorized(await t.as(created.key).get('/users'));
    });

    it('accepts the scheme in any letter case', async () => {
      for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) expectSuccess(await withHeader(`${scheme} ${t.bootstrapKey}`));
    });
  });

  describe('403 FORBIDDEN with details.requiredScope', () => {
    let candidatesRead: string;
    let candidatesWrite: string;
    let activityRead: string;
    let candidateId: string;
    beforeAll(async () => {
      candidatesRead = (await t.factory.apiKey(['candidates:read'])).key;
      candidatesWrite = (await t.factory.apiKey(['candidates:write'])).key;
      activityRead = (await t.factory.apiKey(['activity:read'])).key;
      candidateId = (await t.factory.candidate()).id;
    });

    it('refuses routes of other resources', async () => {
      expectForbidden(await t.as(candidatesRead).get('/users'), 'users:read');
      expectForbidden(await t.as(candidatesRead).get('/api-keys'), 'api_keys:read');
      expectForbidden(await t.as(candidatesRead).post('/api-keys', { name: 'x', scopes: ['candidates:read'], environment: 'test' }), 'api_keys:write');
      expectForbidden(await t.as(candidatesRead).get('/activity-events'), 'activity:read');
      expectForbidden(await t.as(activityRead).get('/candidates'), 'candidates:read');
    });

    it('needs :read for GET', async () => {
      expectSuccess(await t.as(candidatesRead).get('/candidates'));
      expectSuccess(await t.as(candidatesRead).get(`/candidates/${candidateId}`));
      expectSuccess(await t.as(candidatesRead).get(`/candidates/${candidateId}/notes`));
      expectForbidden(await t.as(candidatesWrite).get('/candidates'), 'candidates:read');
      expectForbidden(await t.as(candidatesWrite).get(`/candidates/${candidateId}`), 'candidates:read');
    });

    it('needs :write for POST, PATCH and DELETE', async () => {
      const body = { firstName: 'Scoped', lastName: 'Writer', email: 'scoped.writer@example.com' };
      expectForbidden(await t.as(candidatesRead).post('/candidates', body), 'candidates:write');
      expectForbidden(await t.as(candidatesRead).patch(`/candidates/${candidateId}`, { firstName: 'Changed' }), 'candidates:write');
      expectForbidden(await t.as(candidatesRead).delete(`/candidates/${candidateId}`), 'candidates:write');
      expectForbidden(await t.as(candidatesRead).post(`/candidates/${candidateId}/notes`, { body: 'hi' }), 'candidates:write');
      expect(expectSuccess(await t.api.get(`/candidates/${candidateId}`)).firstName).toBe('Ada');

      expectSuccess(await t.as(candidatesWrite).post('/candidates', body), 201);
      expectSuccess(await t.as(candidatesWrite).patch(`/candidates/${candidateId}`, { firstName: 'Changed' }));
      expectSuccess(await t.as(candidatesWrite).post(`/candidates/${candidateId}/notes`, { body: 'hi' }), 201);
      expectSuccess(await t.as(candidatesWrite).delete(`/candidates/${candidateId}`));
    });

    it('treats activity as read only: activity:read reads the feed, activity:write does not exist', async () => {
      expectSuccess(await t.as(activityRead).get('/activity-events'));
      const response = await t.api.post('/api-keys', { name: 'activity writer', scopes: ['activity:write'], environment: 'test' });
      expectError(response, 422, 'VALIDATION_ERROR');
      expect(response.body.error.details).toEqual([expect.objectContaining({ location: 'body', path: 'scopes' })]);
    });

    it('lets a key with several scopes use each of them and nothing else', async () => {
      const key = (await t.factory.apiKey(['users:read', 'candidates:write'])).key;
      expectSuccess(await t.as(key).get('/users'));
      expectSuccess(await t.as(key).post('/candidates', { firstName: 'Multi', lastName: 'Scope', email: 'multi.scope@example.com' }), 201);
      expectForbidden(await t.as(key).post('/users', { name: 'x', email: 'x@example.com', role: 'admin' }), 'users:write');
      expectForbidden(await t.as(key).get('/candidates'), 'candidates:read');
    });

    it('lets a * key do everything', async () => {
      const star = await t.factory.apiKey(['*']);
      expect(star.type).toBe('secret');
      const client = t.as(star.key);
      expectSuccess(await client.get('/users'));
      expectSuccess(await client.get('/api-keys'));
      expectSuccess(await client.get('/activity-events'));
      const candidate = expectSuccess(await client.post('/candidates', { firstName: 'Star', lastName: 'Key', email: 'star.key@example.com' }), 201);
      expectSuccess(await client.patch(`/candidates/${candidate.id}`, { lastName: 'Keys' }));
      expectSuccess(await client.delete(`/candidates/${candidate.id}`));
      expectSuccess(await client.post('/users', { name: 'By star', email: 'by.star@example.com', role: 'interviewer' }), 201);
      const other = await t.factory.apiKey(['users:read']);
      expectSuccess(await client.post(`/api-keys/${other.id}/rotate`), 201);
    });
  });
});
