import type { INestApplicationContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { expectError, expectForbidden, expectPage, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { waitFor } from '../../helpers/common';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bootWorker } from '../../helpers/worker';
import { createApplication, createJob } from '../../kits/pipeline-kit';

/**
 * The wire of bulk actions (docs/api/bulk-actions.md): 202 and the envelope, the worker's run seen through the
 * reads, the results' pages, the scope (write only, reads included), who reaches a bulk, Idempotency-Key, 422s.
 * The rules of each item are pinned in the service tier (test/service/bulk-actions).
 */
describe('bulk actions over HTTP', () => {
  let t: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    t = await createTestApp();
    worker = await bootWorker({ config: t.config });
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  const finished = (id: string, api = t.api) =>
    waitFor(`bulk action ${id} to finish`, async () => {
      const bulk = expectSuccess(await api.get(`/bulk-actions/${id}`));
      return bulk.finishedAt === null ? null : bulk;
    });

  it('rejects in bulk: 202 queued, then succeeded with counts, results paged, one audit event per item', async () => {
    const job = await createJob(t);
    const applications = await Promise.all(Array.from({ length: 5 }, () => createApplication(t, { jobId: job.id })));
    const missing = randomUUID();
    const ids = [...applications.map((application) => application.id), missing];
    const response = await t.api.post('/bulk-actions', { action: 'reject', applicationIds: ids });
    const created = expectSuccess(response, 202);
    expect(Object.keys(created).sort()).toEqual(['createdAt', 'failed', 'finishedAt', 'id', 'skipped', 'status', 'succeeded', 'total']);
    expect(created).toMatchObject({ status: 'queued', total: 6, succeeded: 0, failed: 0, skipped: 0, finishedAt: null });
    const bulk = await finished(created.id);
    expect(bulk).toMatchObject({ id: created.id, status: 'succeeded', total: 6, succeeded: 5, failed: 1, skipped: 0 });
    const first = expectPage(await t.api.get(`/bulk-actions/${created.id}/results?limit=4`), 4);
    expect(first.hasMore).toBe(true);
    const second = expectPage(await t.api.get(`/bulk-actions/${created.id}/results?limit=4&cursor=${first.nextCursor}`), 4);
    const results = [...first.items, ...second.items];
    expect(results.map((result) => result.id).sort()).toEqual([...ids].sort());
    expect(results.find((result) => result.id === missing)).toEqual({
      id: missing,
      status: 'failed',
      error: { code: 'NOT_FOUND', message: `Application ${missing} not found` },
    });
    for (const application of applications) expect(expectSuccess(await t.api.get(`/applications/${application.id}`)).status).toBe('rejected');
    const audit = await t.db.query(`SELECT resource_id FROM audit_events WHERE route = '/api/v1/applications/{id}/reject' AND action = 'reject'`);
    expect(audit.map((row: { resource_id: string }) => row.resource_id).sort()).toEqual(applications.map((application) => application.id).sort());
  });

  it('needs bulk:write for every route, reads included, and each item the scope of its action', async () => {
    const { id: applicationId } = await createApplication(t);
    const readOnly = (await t.factory.apiKey(['applications:read', 'applications:write'])).key;
    expectForbidden(await t.as(readOnly).post('/bulk-actions', { action: 'reject', applicationIds: [applicationId] }), 'bulk:write');
    const bulkOnly = (await t.factory.apiKey(['bulk:write'])).key;
    const created = expectSuccess(await t.as(bulkOnly).post('/bulk-actions', { action: 'reject', applicationIds: [applicationId] }), 202);
    const bulk = await finished(created.id, t.as(bulkOnly));
    expect(bulk).toMatchObject({ failed: 1 });
    const [result] = expectPage(await t.as(bulkOnly).get(`/bulk-actions/${created.id}/results`), 20).items;
    expect(result.error).toEqual({
      code: 'FORBIDDEN',
      message: 'This API key lacks the scope applications:write',
      details: { requiredScope: 'applications:write' },
    });
    expectForbidden(await t.as(readOnly).get(`/bulk-actions/${created.id}`), 'bulk:write');
  });

  it("is reached by its user and admins: another user's bulk is 404", async () => {
    const manager = await t.factory.user({ role: 'hiring_manager' });
    const managerKey = (await t.factory.apiKey(['*'], { ownerId: manager.id })).key;
    const { id: applicationId } = await createApplication(t);
    const theirs = expectSuccess(await t.as(managerKey).post('/bulk-actions', { action: 'withdraw', applicationIds: [applicationId], dryRun: true }), 202);
    const admins = expectSuccess(await t.api.post('/bulk-actions', { action: 'withdraw', applicationIds: [applicationId], dryRun: true }), 202);
    // The application is out of the manager's reach: NOT_FOUND, as its own route would answer.
    expect(await finished(theirs.id, t.as(managerKey))).toMatchObject({ failed: 1 });
    expect(await finished(admins.id)).toMatchObject({ succeeded: 1 });
    expectError(await t.as(managerKey).get(`/bulk-actions/${admins.id}`), 404, 'NOT_FOUND');
    expectError(await t.as(managerKey).get(`/bulk-actions/${admins.id}/results`), 404, 'NOT_FOUND');
    expectSuccess(await t.api.get(`/bulk-actions/${theirs.id}`));
    expectError(await t.api.get(`/bulk-actions/${randomUUID()}`), 404, 'NOT_FOUND');
    expect(expectSuccess(await t.api.get(`/applications/${applicationId}`)).status).toBe('active');
  });

  it('applies Idempotency-Key to the whole request: the same key and body answer the same bulk', async () => {
    const { id: applicationId } = await createApplication(t);
    const key = `bulk-${randomUUID()}`;
    const body = {
      action: 'add_tag',
      candidateIds: [(await t.api.get(`/applications/${applicationId}`)).body.data.candidateId],
      params: { label: 'bulk-once' },
    };
    const first = expectSuccess(await t.api.post('/bulk-actions', body).set('Idempotency-Key', key), 202);
    const again = expectSuccess(await t.api.post('/bulk-actions', body).set('Idempotency-Key', key), 202);
    expect(again.id).toBe(first.id);
    expectError(await t.api.post('/bulk-actions', { ...body, dryRun: true }).set('Idempotency-Key', key), 409, 'IDEMPOTENCY_KEY_REUSED');
    expect((await t.db.query(`SELECT count(*)::int AS n FROM bulk_actions WHERE id = $1`, [first.id]))[0].n).toBe(1);
  });

  it('answers 422 naming every broken rule at once', async () => {
    const message = expectValidationError(await t.api.post('/bulk-actions', { action: 'send_message', candidateIds: [randomUUID()], params: {} }), [
      { location: 'body', path: 'action' },
    ]);
    expect(message[0].message).toContain('move, reject, withdraw, add_tag, remove_tag, add_to_pool');
    expectValidationError(await t.api.post('/bulk-actions', { action: 'move', applicationIds: [], candidateIds: [randomUUID()] }), [
      { location: 'body', path: 'applicationIds' },
      { location: 'body', path: 'candidateIds' },
      { location: 'body', path: 'params' },
    ]);
    const id = randomUUID();
    expectValidationError(await t.api.post('/bulk-actions', { action: 'add_to_pool', candidateIds: [id, id], params: { poolId: randomUUID(), extra: 1 } }), [
      { location: 'body', path: 'candidateIds' },
      { location: 'body', path: 'params.extra' },
    ]);
    expectValidationError(await t.api.post('/bulk-actions', { action: 'add_to_pool', candidateIds: [id], params: { poolId: randomUUID() } }), [
      { location: 'body', path: 'params.poolId' },
    ]);
    const tooMany = Array.from({ length: 10_001 }, () => randomUUID());
    expectValidationError(await t.api.post('/bulk-actions', { action: 'reject', applicationIds: tooMany }), [{ location: 'body', path: 'applicationIds' }]);
  });
});
