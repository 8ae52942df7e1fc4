import { createTestApp, type TestApp } from '../../helpers/test-app';
import { expectError, expectPage, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { readToEnd } from '../../kits/changes-kit';

const body = (path: string) => ({ location: 'body' as const, path });

/** Rejection reasons on the wire (docs/api/organization.md#rejection-reasons). */
describe('rejection reasons', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  });
  afterAll(async () => t?.close());

  it('creates, lists, reads and patches a reason with exactly its fields', async () => {
    const reason = expectSuccess(await t.api.post('/rejection-reasons', { name: 'Not enough experience', type: 'company' }), 201);
    expect(Object.keys(reason).sort()).toEqual(['archived', 'createdAt', 'id', 'name', 'type', 'updatedAt']);
    expect(reason).toMatchObject({ name: 'Not enough experience', type: 'company', archived: false });
    expect(expectSuccess(await t.api.get(`/rejection-reasons/${reason.id}`))).toEqual(reason);
    expect(expectPage(await t.api.get('/rejection-reasons'), 20).items.map((row) => row.id)).toContain(reason.id);
    expect(expectSuccess(await t.api.patch(`/rejection-reasons/${reason.id}`, { archived: true, type: 'candidate' }))).toMatchObject({
      archived: true,
      type: 'candidate',
    });
  });

  it('refuses every broken rule at once, and unknown keys; no DELETE route', async () => {
    expectValidationError(await t.api.post('/rejection-reasons', { name: '', type: 'other', archived: 'yes', code: 1 }), [
      body('name'),
      body('type'),
      body('archived'),
      body('code'),
    ]);
    const reason = expectSuccess(await t.api.post('/rejection-reasons', { name: 'Role filled', type: 'company' }), 201);
    expectValidationError(await t.api.patch(`/rejection-reasons/${reason.id}`, { name: null }), [body('name')]);
    expectError(await t.api.delete(`/rejection-reasons/${reason.id}`), 404, 'NOT_FOUND');
  });

  it('is in the change feed as rejection_reason for keys with organization:read', async () => {
    const { cursor } = await readToEnd(t.api);
    const reason = expectSuccess(await t.api.post('/rejection-reasons', { name: 'Location', type: 'candidate' }), 201);
    const updated = expectSuccess(await t.api.patch(`/rejection-reasons/${reason.id}`, { name: 'Relocation' }));
    const { changes } = await readToEnd(t.api, { cursor, resourceTypes: 'rejection_reason' });
    expect(changes.map((change) => [change.type, change.resourceId, change.data])).toEqual([
      ['rejection_reason.created', reason.id, updated],
      ['rejection_reason.updated', reason.id, updated],
    ]);
    const without = await t.factory.apiKey(['changes:read', 'applications:read']);
    expect((await readToEnd(t.as(without.key), { cursor, resourceTypes: 'rejection_reason' })).changes).toEqual([]);
  });
});
