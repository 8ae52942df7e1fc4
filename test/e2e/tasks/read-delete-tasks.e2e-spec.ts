import { createTestApp, type TestApp } from '../../helpers/test-app';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectUnauthorized, expectValidationError } from '../../helpers/assertions';
import { activityOf, adminUser, expectListEnvelope, expectNewestFirst, walkPages } from '../../helpers/common';
import { createApplication } from '../../kits/pipeline-kit';
import { createTask, expectTaskShape } from '../../kits/tasks-kit';

/** GET /tasks/{id}, GET /tasks with filters, DELETE /tasks/{id} (docs/api/resources.md#tasks). */
describe('tasks: read, list, delete', () => {
  let t: TestApp;
  let admin: { id: string; name: string };
  let readOnlyKey: string;
  let writeOnlyKey: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    admin = await adminUser(t.api);
    readOnlyKey = (await t.factory.apiKey(['tasks:read'])).key;
    writeOnlyKey = (await t.factory.apiKey(['tasks:write'])).key;
  });
  afterAll(async () => t?.close());

  describe('GET /tasks/{id}', () => {
    it('returns the task in the envelope with exactly the spec fields; the id may be in upper case', async () => {
      const task = await createTask(t.api, { dueDate: '2026-11-28T17:00Z', description: 'd' });
      const response = await t.api.get(`/tasks/${task.id.toUpperCase()}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: task, meta: {} });
      expectTaskShape(response.body.data);
    });

    it("deletes the tasks of an erased candidate, linked directly or through their application, and keeps the job's", async () => {
      const application = await createApplication(t);
      const direct = await createTask(t.api, { candidateId: application.candidateId, jobId: application.jobId });
      const throughApplication = await createTask(t.api, { applicationId: application.id });
      const jobOnly = await createTask(t.api, { jobId: application.jobId });
      expect((await t.api.delete(`/candidates/${application.candidateId}`)).status).toBe(200);
      for (const task of [direct, throughApplication]) expectError(await t.api.get(`/tasks/${task.id}`), 404, 'NOT_FOUND');
      expect((await t.api.get(`/tasks/${jobOnly.id}`)).body.data).toEqual(jobOnly);
    });
  });

  describe('GET /tasks', () => {
    let owner: Record<string, any>;
    let other: Record<string, any>;
    let application: Record<string, any>;
    const made: Record<string, Record<string, any>> = {};

    beforeAll(async () => {
      owner = await t.factory.user();
      other = await t.factory.user();
      application = await createApplication(t);
      made.a = await createTask(t.api, { title: 'a', ownerId: owner.id, candidateId: application.candidateId, applicationId: application.id });
      made.b = await createTask(t.api, { title: 'b', ownerId: owner.id, status: 'completed' });
      made.c = await createTask(t.api, { title: 'c', ownerId: other.id, status: 'in_progress', candidateId: application.candidateId });
      made.d = await createTask(t.api, { title: 'd', status: 'canceled', applicationId: application.id });
    });

    const ids = async (query: Record<string, string>) => (await walkPages(t.api, '/tasks', 100, query)).rows.map((row) => row.id);

    it('lists tasks newest first with exactly the spec fields', async () => {
      const response = await t.api.get('/tasks').query({ limit: '100' });
      expectListEnvelope(response, 100);
      for (const task of response.body.data) expectTaskShape(task);
      expectNewestFirst(response.body.data);
      expect(response.body.data.slice(0, 4)).toEqual([made.d, made.c, made.b, made.a]);
    });

    it('filters by ownerId (any letter case)', async () => {
      expect(await ids({ ownerId: owner.id })).toEqual([made.b.id, made.a.id]);
      expect(await ids({ ownerId: other.id.toUpperCase() })).toEqual([made.c.id]);
      expect(await ids({ ownerId: UNKNOWN_UUID })).toEqual([]);
    });

    it.each([
      ['pending', 'a'],
      ['completed', 'b'],
      ['in_progress', 'c'],
      ['canceled', 'd'],
    ])('filters by status %s', async (status, key) => {
      expect((await ids({ status })).filter((id) => Object.values(made).some((task) => task.id === id))).toEqual([made[key].id]);
      const rows = (await walkPages(t.api, '/tasks', 100, { status })).rows;
      expect(rows.every((row) => row.status === status)).toBe(true);
    });

    it('filters by candidateId and applicationId', async () => {
      expect(await ids({ candidateId: application.candidateId })).toEqual([made.c.id, made.a.id]);
      expect(await ids({ applicationId: application.id })).toEqual([made.d.id, made.a.id]);
    });

    it('combines filters with AND', async () => {
      expect(await ids({ ownerId: owner.id, status: 'completed' })).toEqual([made.b.id]);
      expect(await ids({ candidateId: application.candidateId, applicationId: application.id })).toEqual([made.a.id]);
      expect(await ids({ ownerId: other.id, applicationId: application.id })).toEqual([]);
    });

    it('walks pages without gaps or duplicates', async () => {
      const pageOwner = await t.factory.user();
      const tasks = [];
      for (let index = 0; index < 7; index++) tasks.push(await createTask(t.api, { title: `page ${index}`, ownerId: pageOwner.id }));
      const { rows, pages } = await walkPages(t.api, '/tasks', 3, { ownerId: pageOwner.id });
      expect(pages).toBe(3);
      expect(rows).toEqual([...tasks].reverse());
      const all = await walkPages(t.api, '/tasks', 4);
      expect(new Set(all.rows.map((row) => row.id)).size).toBe(all.rows.length);
      expectNewestFirst(all.rows);
    });

    it.each([
      ['cursor=garbage', 'cursor'],
      ['ownerId=x', 'ownerId'],
      ['candidateId=abc', 'candidateId'],
      ['applicationId=123', 'applicationId'],
      ['status=done', 'status'],
      ['priority=high', 'priority'],
    ])('answers 422 for %s', async (query, path) => {
      expectValidationError(await t.api.get(`/tasks?${query}`), [{ location: 'query', path }]);
    });
  });

  it('documents the task operations in the OpenAPI document under the Tasks tag, with their limits', async () => {
    const doc = (await t.api.get('/docs-json')).body;
    const ops: Array<[string, string, string[]]> = [
      ['/api/v1/tasks', 'post', ['201', '422']],
      ['/api/v1/tasks', 'get', ['200', '422']],
      ['/api/v1/tasks/{id}', 'get', ['200', '404', '422']],
      ['/api/v1/tasks/{id}', 'patch', ['200', '404', '422']],
      ['/api/v1/tasks/{id}', 'delete', ['200', '404', '422']],
    ];
    for (const [path, method, statuses] of ops) {
      const operation = doc.paths[path][method];
      expect(operation.tags).toEqual(['Tasks']);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining([...statuses, '401', '403']));
    }
    const update = doc.components.schemas.UpdateTaskDto;
    expect(update.required ?? []).toEqual([]);
    expect(update.properties.title).toMatchObject({ minLength: 1, maxLength: 200 });
    expect(update.properties.description).toMatchObject({ maxLength: 2000 });
    expect(update.properties.ownerId).toMatchObject({ minLength: 1, maxLength: 120 });
    expect(update.properties.dueDate).toMatchObject({ format: 'date-time' });
    expect(doc.components.schemas.CreateTaskDto.required).toEqual(['title']);
  });

  describe('DELETE /tasks/{id}', () => {
    it('answers 200 { deleted: true }, then the task is 404 everywhere, and task.deleted is recorded', async () => {
      const task = await createTask(t.api);
      const response = await t.api.delete(`/tasks/${task.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { deleted: true }, meta: {} });
      expectError(await t.api.get(`/tasks/${task.id}`), 404, 'NOT_FOUND');
      expectError(await t.api.patch(`/tasks/${task.id}`, { title: 'x' }), 404, 'NOT_FOUND');
      expectError(await t.api.delete(`/tasks/${task.id}`), 404, 'NOT_FOUND');
      expect((await walkPages(t.api, '/tasks', 100)).rows.map((row) => row.id)).not.toContain(task.id);
      const events = await activityOf(t.api, task.id);
      expect(events.map((event) => event.type)).toEqual(['task.deleted', 'task.created']);
      expect(events[0]).toEqual({
        id: expect.any(String),
        type: 'task.deleted',
        entityType: 'task',
        entityId: task.id,
        actor: admin,
        metadata: {},
        createdAt: expect.any(String),
      });
    });

    it('survives simultaneous deletes: one 200, the rest 404, one event', async () => {
      const task = await createTask(t.api);
      const responses = await Promise.all(Array.from({ length: 5 }, () => t.api.delete(`/tasks/${task.id}`)));
      expect(responses.map((response) => response.status).sort()).toEqual([200, 404, 404, 404, 404]);
      expect((await activityOf(t.api, task.id)).filter((event) => event.type === 'task.deleted')).toHaveLength(1);
    });

    it('answers 401 without a key and 403 without tasks:write, and keeps the task', async () => {
      const task = await createTask(t.api);
      expectUnauthorized(await t.as(undefined).delete(`/tasks/${task.id}`));
      expectForbidden(await t.as(readOnlyKey).delete(`/tasks/${task.id}`), 'tasks:write');
      expect((await t.api.get(`/tasks/${task.id}`)).status).toBe(200);
      expect((await t.as(writeOnlyKey).delete(`/tasks/${task.id}`)).status).toBe(200);
    });
  });
});
