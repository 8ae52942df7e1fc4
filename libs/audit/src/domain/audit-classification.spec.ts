import type { RequestAudit } from '@app/core';
import { classify, resourceTypeOf } from './audit-classification';

const request = (overrides: Partial<RequestAudit>): RequestAudit => ({
  method: 'GET',
  route: '/api/v1/candidates/{id}',
  ip: '127.0.0.1',
  principal: null,
  params: { id: 'c1' },
  query: {},
  changes: [],
  status: 200,
  createdId: null,
  insertedId: null,
  recorded: false,
  ...overrides,
});

describe('classify', () => {
  it('names resources in the singular, snake case', () => {
    expect(['candidates', 'api-keys', 'pool-entries', 'job-posts', 'audit-events'].map(resourceTypeOf)).toEqual([
      'candidate',
      'api_key',
      'pool_entry',
      'job_post',
      'audit_event',
    ]);
  });

  it("records SCIM's writes as writes of a user, named by the path's id", () => {
    const patch = classify(request({ method: 'PATCH', route: '/scim/v2/Users/{id}', params: { id: 'u1' }, changes: ['schemas', 'Operations', 'role'] }));
    expect(patch).toMatchObject({ action: 'update', resourceType: 'user', resourceId: 'u1', changes: ['schemas', 'Operations', 'role'] });
    expect(classify(request({ method: 'POST', route: '/scim/v2/Users', params: {}, createdId: 'u2' }))).toMatchObject({
      action: 'create',
      resourceType: 'user',
      resourceId: 'u2',
    });
  });

  it('records writes as create, update, delete or the action segment, with the body field names', () => {
    expect(classify(request({ method: 'POST', route: '/api/v1/candidates', params: {}, createdId: 'new', changes: ['firstName'], status: 201 }))).toEqual({
      action: 'create',
      resourceType: 'candidate',
      resourceId: 'new',
      changes: ['firstName'],
      isRead: false,
    });
    expect(classify(request({ method: 'PUT', route: '/api/v1/jobs/{id}/hiring-team', params: { id: 'j' } }))?.action).toBe('update');
    expect(classify(request({ method: 'PATCH' }))?.action).toBe('update');
    expect(classify(request({ method: 'DELETE', route: '/api/v1/candidates/{id}/tags/{tagId}' }))?.action).toBe('delete');
    expect(classify(request({ method: 'POST', route: '/api/v1/applications/{id}/move', params: { id: 'a' } }))).toMatchObject({
      action: 'move',
      resourceId: 'a',
    });
    expect(classify(request({ method: 'POST', route: '/api/v1/automations/{id}/request-approval' }))?.action).toBe('request-approval');
    expect(classify(request({ method: 'POST', route: '/api/v1/candidates/{id}/notes' }))).toMatchObject({ action: 'create', resourceId: 'c1' });
    expect(classify(request({ method: 'POST', status: 422 }))).toBeNull();
  });

  it('records reads of personal data, searches with q, exports and failed authentications; not other reads', () => {
    expect(classify(request({}))).toMatchObject({ action: 'read', resourceType: 'candidate', resourceId: 'c1', isRead: true });
    expect(classify(request({ route: '/api/v1/documents/{id}/content' }))?.action).toBe('read');
    expect(classify(request({ route: '/api/v1/applications/{id}/self-id' }))?.action).toBe('read');
    expect(classify(request({ route: '/api/v1/candidates', params: {}, query: { q: 'ada' } }))?.action).toBe('search');
    expect(classify(request({ route: '/api/v1/candidates', params: {}, query: {} }))).toBeNull();
    expect(classify(request({ route: '/api/v1/reports/funnel', params: {}, query: { format: 'csv' } }))?.action).toBe('export');
    expect(classify(request({ route: '/api/v1/reports/funnel', params: {}, query: {} }))).toBeNull();
    expect(classify(request({ route: '/api/v1/jobs/{id}' }))).toBeNull();
    expect(classify(request({ route: '/api/v1/candidates/{id}', status: 404 }))).toBeNull();
    expect(classify(request({ route: '/api/v1/jobs', params: {}, status: 401 }))).toMatchObject({ action: 'auth_failed', changes: [] });
    expect(classify(request({ route: '/api/v1/jobs', params: {}, status: 429, refusedAuthentications: 940 }))).toMatchObject({
      action: 'auth_failed',
      changes: ['count:940'],
    });
    expect(classify(request({ route: '/api/v1/jobs', params: {}, status: 429 }))).toBeNull();
  });
});
