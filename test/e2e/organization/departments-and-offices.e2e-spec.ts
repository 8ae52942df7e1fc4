import { createTestApp, type TestApp } from '../../helpers/test-app';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectPage, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { readToEnd } from '../../kits/changes-kit';

const body = (path: string) => ({ location: 'body' as const, path });
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** Departments and offices on the wire (docs/api/organization.md#departments-and-offices); the tree rules are in the service tier. */
describe('departments and offices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  });
  afterAll(async () => t?.close());

  it('creates, reads, lists, updates and deletes a department with exactly its fields', async () => {
    const root = expectSuccess(await t.api.post('/departments', { name: 'Engineering', externalId: 'HR-ENG' }), 201);
    expect(root).toEqual({
      id: expect.any(String),
      name: 'Engineering',
      parentId: null,
      externalId: 'HR-ENG',
      createdAt: expect.stringMatching(TIMESTAMP),
      updatedAt: root.createdAt,
    });
    const child = expectSuccess(await t.api.post('/departments', { name: 'Platform', parentId: root.id }), 201);
    expect(child).toMatchObject({ parentId: root.id, externalId: null });
    expect(expectSuccess(await t.api.get(`/departments/${child.id}`))).toEqual(child);
    expect(expectPage(await t.api.get('/departments').query({ parentId: root.id }), 20).items).toEqual([child]);

    const moved = expectSuccess(await t.api.patch(`/departments/${child.id}`, { parentId: null, name: 'Platform team' }));
    expect(moved).toMatchObject({ parentId: null, name: 'Platform team' });
    expect(expectSuccess(await t.api.delete(`/departments/${child.id}`))).toEqual({ deleted: true });
    expectError(await t.api.get(`/departments/${child.id}`), 404, 'NOT_FOUND');
  });

  it('creates an office with its location, clears it with null', async () => {
    const office = expectSuccess(await t.api.post('/offices', { name: 'Berlin', location: 'Torstraße 1' }), 201);
    expect(Object.keys(office).sort()).toEqual(['createdAt', 'externalId', 'id', 'location', 'name', 'parentId', 'updatedAt']);
    expect(expectSuccess(await t.api.patch(`/offices/${office.id}`, { location: null }))).toMatchObject({ location: null, name: 'Berlin' });
  });

  it('refuses every broken rule at once, an unknown parent at body.parentId, and unknown keys', async () => {
    expectValidationError(await t.api.post('/departments', { name: '', externalId: 'x'.repeat(201), parentId: 'nope', location: 'Berlin' }), [
      body('name'),
      body('externalId'),
      body('parentId'),
      body('location'),
    ]);
    expectValidationError(await t.api.post('/offices', { name: 'Lisbon', parentId: UNKNOWN_UUID }), [body('parentId')]);
    expectValidationError(await t.api.patch(`/departments/${UNKNOWN_UUID}`, { name: null }), [body('name')]);
    expectError(await t.api.patch(`/offices/${UNKNOWN_UUID}`, { name: 'Gone' }), 404, 'NOT_FOUND');
  });

  it('answers 409 CONFLICT with the counts while a child uses a department', async () => {
    const root = expectSuccess(await t.api.post('/departments', { name: 'Sales' }), 201);
    await t.api.post('/departments', { name: 'Inside sales', parentId: root.id });
    const error = expectError(await t.api.delete(`/departments/${root.id}`), 409, 'CONFLICT');
    expect(error.details).toEqual({ jobs: 0, children: 1 });
  });

  it('is in the change feed as department and office, a tombstone once deleted, for keys with organization:read', async () => {
    const { cursor } = await readToEnd(t.api);
    const department = expectSuccess(await t.api.post('/departments', { name: 'Finance' }), 201);
    const office = expectSuccess(await t.api.post('/offices', { name: 'Porto' }), 201);
    const { changes } = await readToEnd(t.api, { cursor, resourceTypes: 'department,office' });
    expect(changes).toEqual([
      expect.objectContaining({ type: 'department.created', resourceType: 'department', resourceId: department.id, data: department }),
      expect.objectContaining({ type: 'office.created', resourceType: 'office', resourceId: office.id, data: office }),
    ]);
    const without = await t.factory.apiKey(['changes:read', 'jobs:read']);
    expect((await readToEnd(t.as(without.key), { cursor, resourceTypes: 'department,office' })).changes).toEqual([]);
    const manager = await t.factory.user({ role: 'hiring_manager' });
    const reader = await t.factory.apiKey(['changes:read', 'organization:read'], { ownerId: manager.id });
    expect((await readToEnd(t.as(reader.key), { cursor, resourceTypes: 'department,office' })).changes).toHaveLength(2);

    expectSuccess(await t.api.delete(`/offices/${office.id}`));
    const after = await readToEnd(t.api, { cursor, resourceTypes: 'office' });
    expect(after.changes.map((change) => [change.type, change.data])).toEqual([
      ['office.created', { id: office.id, deleted: true }],
      ['office.deleted', { id: office.id, deleted: true }],
    ]);
  });

  it('needs organization:read to read and organization:write to write, and audits the writes', async () => {
    const reader = await t.factory.apiKey(['organization:read']);
    expectSuccess(await t.as(reader.key).get('/departments'));
    expect(expectError(await t.as(reader.key).post('/departments', { name: 'No' }), 403, 'FORBIDDEN').details).toEqual({ requiredScope: 'organization:write' });
    const created = expectSuccess(await t.api.post('/departments', { name: 'Audited', externalId: 'A-1' }), 201);
    // The write's audit row commits with it (docs/api/audit.md#what-is-recorded).
    const rows = await t.db.query(`SELECT action, resource_type, changes FROM audit_events WHERE resource_id = $1`, [created.id]);
    expect(rows).toEqual([{ action: 'create', resource_type: 'department', changes: ['name', 'externalId'] }]);
  });
});
