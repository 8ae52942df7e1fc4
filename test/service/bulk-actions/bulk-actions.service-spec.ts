import { randomUUID } from 'node:crypto';
import { ConfigModule, ValidationFailedError, type Principal } from '@app/core';
import { AuditEnvironment } from '@app/audit';
import { ApplicationsService } from '@app/applications';
import { BulkActionProcessor, BulkActionsService, BulkActionsWorkerModule, BulkReconcilerService, BulkRun } from '@app/bulk-actions';
import { CandidateTagsService } from '@app/candidates';
import { TalentPoolsService } from '@app/talent-pools';
import { UsersService } from '@app/users';
import { bootContext, type BootedContext } from '../../helpers/service-context';
import { createApplication, createCandidate, createJob } from '../records';

/**
 * Bulk actions (docs/api/bulk-actions.md): each item as its single route, with the request's scopes and reach,
 * its result committed with it; dry runs write nothing; a pass resumed after a crash acts on no item twice.
 * The worker's processor is left out: the specs run the passes themselves.
 */
describe('BulkActionsService and BulkRun', () => {
  let context: BootedContext;
  let bulks: BulkActionsService;
  let run: BulkRun;
  let admin: Principal;

  beforeAll(async () => {
    context = await bootContext({
      // The worker's audit log reads its environment, which a process gets from composing the installation.
      imports: [ConfigModule.forFeature(AuditEnvironment), BulkActionsWorkerModule],
      configure: (builder) => builder.overrideProvider(BulkActionProcessor).useValue({}).overrideProvider(BulkReconcilerService).useValue({}),
    });
    bulks = context.get(BulkActionsService);
    run = context.get(BulkRun);
    admin = { keyId: randomUUID(), scopes: ['*'], actor: context.actor, role: 'admin', keyOwner: null };
  });

  afterAll(() => context?.close());

  /** Creates the bulk, runs its pass, and answers it with its results by item id. */
  async function bulkOf(principal: Principal, body: Parameters<BulkActionsService['create']>[2]) {
    const created = await bulks.create(principal, '203.0.113.7', body);
    expect(created).toMatchObject({ status: 'queued', succeeded: 0, failed: 0, skipped: 0, finishedAt: null });
    await run.pass(created.id);
    const results = await bulks.results(created.id, { limit: 100 });
    return { bulk: await bulks.get(created.id), results: new Map(results.items.map((result) => [result.id, result])) };
  }

  const eventsOf = async (entityId: string, type: string): Promise<number> =>
    Number((await context.db.query(`SELECT count(*) AS n FROM outbox_events WHERE type = $1 AND payload->'data'->>'id' = $2`, [type, entityId]))[0].n);

  it('rejects each application as its route: succeeded, INVALID_STATE, NOT_FOUND; with its events and audit', async () => {
    const applications = context.get(ApplicationsService);
    const { application: active } = await createApplication(context);
    const { application: rejected } = await createApplication(context);
    await applications.reject(context.actor, rejected.id);
    const missing = randomUUID();
    const { bulk, results } = await bulkOf(admin, { action: 'reject', applicationIds: [active.id, rejected.id, missing] });
    expect(bulk).toMatchObject({ status: 'succeeded', total: 3, succeeded: 1, failed: 2, skipped: 0 });
    expect(bulk.finishedAt).not.toBeNull();
    expect(results.get(active.id)).toEqual({ id: active.id, status: 'succeeded', error: null });
    expect(results.get(rejected.id)).toMatchObject({
      status: 'failed',
      error: { code: 'INVALID_STATE', details: { status: 'rejected', allowed: ['active'] } },
    });
    expect(results.get(missing)).toMatchObject({ status: 'failed', error: { code: 'NOT_FOUND' } });
    expect((await applications.get(active.id)).status).toBe('rejected');
    expect(await eventsOf(active.id, 'application.rejected')).toBe(1);
    const audit = await context.db.query(`SELECT action, route, status, resource_id, ip, actor_user_id FROM audit_events WHERE resource_id = $1`, [active.id]);
    expect(audit).toEqual([
      { action: 'reject', route: '/api/v1/applications/{id}/reject', status: 200, resource_id: active.id, ip: '203.0.113.7', actor_user_id: context.actor.id },
    ]);
  });

  it('moves: skipped when already in that stage, VALIDATION_ERROR at params.toStageId for another job', async () => {
    const job = await createJob(context);
    const { application: first } = await createApplication(context, job);
    const { application: second } = await createApplication(context, job);
    const { application: elsewhere } = await createApplication(context);
    const target = job.stages[1].id;
    await context.get(ApplicationsService).move(context.actor, second.id, { toStageId: target });
    const { bulk, results } = await bulkOf(admin, { action: 'move', applicationIds: [first.id, second.id, elsewhere.id], params: { toStageId: target } });
    expect(bulk).toMatchObject({ succeeded: 1, skipped: 1, failed: 1 });
    expect(results.get(first.id)?.status).toBe('succeeded');
    expect(results.get(second.id)?.status).toBe('skipped');
    expect(results.get(elsewhere.id)?.error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ location: 'body', path: 'params.toStageId' }] });
  });

  it('tags and untags: skipped when there is nothing to do, NOT_FOUND for a missing candidate', async () => {
    const tagged = await createCandidate(context);
    const untagged = await createCandidate(context);
    const label = `bulk-${randomUUID().slice(0, 8)}`;
    await context.get(CandidateTagsService).add(context.actor, tagged.id, label);
    const missing = randomUUID();
    const added = await bulkOf(admin, { action: 'add_tag', candidateIds: [tagged.id, untagged.id, missing], params: { label } });
    expect(added.bulk).toMatchObject({ succeeded: 1, skipped: 1, failed: 1 });
    expect(added.results.get(tagged.id)?.status).toBe('skipped');
    expect(added.results.get(missing)?.error?.code).toBe('NOT_FOUND');
    const removed = await bulkOf(admin, { action: 'remove_tag', candidateIds: [tagged.id], params: { label: label.toUpperCase() } });
    expect(removed.results.get(tagged.id)?.status).toBe('succeeded');
    const again = await bulkOf(admin, { action: 'remove_tag', candidateIds: [tagged.id, missing], params: { label } });
    expect(again.results.get(tagged.id)?.status).toBe('skipped');
    expect(again.results.get(missing)?.error?.code).toBe('NOT_FOUND');
    const noSuchTag = await bulkOf(admin, { action: 'remove_tag', candidateIds: [tagged.id], params: { label: `none-${randomUUID().slice(0, 8)}` } });
    expect(noSuchTag.results.get(tagged.id)?.status).toBe('skipped');
  });

  it('adds to a pool once: skipped when already in it', async () => {
    const pool = await context.get(TalentPoolsService).create({ name: 'Bulk pool' });
    const candidate = await createCandidate(context);
    const first = await bulkOf(admin, { action: 'add_to_pool', candidateIds: [candidate.id], params: { poolId: pool.id } });
    expect(first.results.get(candidate.id)?.status).toBe('succeeded');
    const second = await bulkOf(admin, { action: 'add_to_pool', candidateIds: [candidate.id], params: { poolId: pool.id } });
    expect(second.results.get(candidate.id)?.status).toBe('skipped');
  });

  it('dry run: every item judged by its rules, nothing written', async () => {
    const applications = context.get(ApplicationsService);
    const { application: active } = await createApplication(context);
    const { application: withdrawn } = await createApplication(context);
    await applications.withdraw(context.actor, withdrawn.id);
    const auditBefore = Number((await context.db.query(`SELECT count(*) AS n FROM audit_events`))[0].n);
    const { bulk, results } = await bulkOf(admin, { action: 'reject', applicationIds: [active.id, withdrawn.id], dryRun: true });
    expect(bulk).toMatchObject({ status: 'succeeded', succeeded: 1, failed: 1 });
    expect(results.get(withdrawn.id)?.error?.code).toBe('INVALID_STATE');
    expect((await applications.get(active.id)).status).toBe('active');
    expect(await eventsOf(active.id, 'application.rejected')).toBe(0);
    expect(Number((await context.db.query(`SELECT count(*) AS n FROM audit_events`))[0].n)).toBe(auditBefore);
  });

  it("fails each item with FORBIDDEN when the key lacks the action's scope", async () => {
    const { application } = await createApplication(context);
    const key = { ...admin, scopes: ['bulk:write', 'candidates:write'] };
    const { results } = await bulkOf(key, { action: 'withdraw', applicationIds: [application.id] });
    expect(results.get(application.id)).toEqual({
      id: application.id,
      status: 'failed',
      error: { code: 'FORBIDDEN', message: 'This API key lacks the scope applications:write', details: { requiredScope: 'applications:write' } },
    });
    expect((await context.get(ApplicationsService).get(application.id)).status).toBe('active');
  });

  it('acts with the reach of the user: an application out of reach is NOT_FOUND, and the bulk is theirs', async () => {
    const user = await context
      .get(UsersService)
      .create({ role: 'admin' }, { name: 'Hana Manager', email: `hm-${randomUUID()}@example.com`, role: 'hiring_manager' });
    const manager: Principal = { keyId: randomUUID(), scopes: ['*'], actor: { id: user.id, name: user.name }, role: 'hiring_manager', keyOwner: null };
    const { application } = await createApplication(context);
    const { bulk, results } = await bulkOf(manager, { action: 'reject', applicationIds: [application.id] });
    expect(results.get(application.id)?.error?.code).toBe('NOT_FOUND');
    expect((await context.get(ApplicationsService).get(application.id)).status).toBe('active');
    expect(bulk.failed).toBe(1);
  });

  it('resumes after a crash without acting twice; two passes at once act on each item once', async () => {
    const applications = context.get(ApplicationsService);
    const items = await Promise.all(Array.from({ length: 12 }, () => createApplication(context)));
    const ids = items.map(({ application }) => application.id);
    const created = await bulks.create(admin, null, { action: 'reject', applicationIds: ids });
    // As a worker killed after the first item's commit: its change and its result, nothing more.
    await applications.reject(context.actor, ids[0]);
    await context.db.query(`INSERT INTO bulk_action_results (bulk_action_id, id, status, created_at) VALUES ($1, $2, 'succeeded', now())`, [
      created.id,
      ids[0],
    ]);
    await context.db.query(`UPDATE bulk_actions SET status = 'running' WHERE id = $1`, [created.id]);
    await Promise.all([run.pass(created.id), run.pass(created.id)]);
    expect(await bulks.get(created.id)).toMatchObject({ status: 'succeeded', total: 12, succeeded: 12, failed: 0 });
    for (const id of ids) expect(await eventsOf(id, 'application.rejected')).toBe(1);
  });

  it('refuses ids of the wrong subject, a missing stage or pool, at once (422)', async () => {
    const error = await bulks.create(admin, null, { action: 'reject', candidateIds: [randomUUID()] }).then(
      () => null,
      (refusal: unknown) => refusal,
    );
    expect(error).toBeInstanceOf(ValidationFailedError);
    expect((error as ValidationFailedError).issues.map((issue) => issue.path)).toEqual(['applicationIds', 'candidateIds']);
    const params = await bulks.create(admin, null, { action: 'add_to_pool', candidateIds: [randomUUID()], params: { poolId: randomUUID() } }).then(
      () => null,
      (refusal: unknown) => refusal,
    );
    expect((params as ValidationFailedError).issues).toEqual([expect.objectContaining({ path: 'params.poolId' })]);
    const stage = await bulks.create(admin, null, { action: 'move', applicationIds: [randomUUID()], params: { toStageId: randomUUID() } }).then(
      () => null,
      (refusal: unknown) => refusal,
    );
    expect((stage as ValidationFailedError).issues).toEqual([expect.objectContaining({ path: 'params.toStageId' })]);
  });
});
