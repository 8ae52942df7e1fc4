import { createTestApp, type TestApp } from '../../helpers/test-app';
import { MAX_UUID, NIL_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import { expectForbidden, expectUnauthorized, expectValidationError } from '../../helpers/assertions';
import { activityOf, adminUser, body } from '../../helpers/common';
import { createApplication, createInterview, createJob, deleteJob } from '../../kits/pipeline-kit';
import { createTask, expectTaskShape, INVALID_DUE_DATES, LINK_FIELDS, VALID_DUE_DATES } from '../../kits/tasks-kit';

/** POST /tasks (docs/api/resources.md#tasks: title required; defaults pending and medium). */
describe('POST /tasks', () => {
  let t: TestApp;
  let admin: { id: string; name: string };
  let owner: Record<string, any>;
  let recruiter: Record<string, any>;
  let recruiterKey: string;
  let readOnlyKey: string;
  let writeOnlyKey: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    admin = await adminUser(t.api);
    owner = await t.factory.user({ name: 'Olga Owner' });
    recruiter = await t.factory.user({ name: 'Rita Recruiter' });
    recruiterKey = (await t.factory.apiKey(['tasks:write', 'tasks:read'], { ownerId: recruiter.id })).key;
    readOnlyKey = (await t.factory.apiKey(['tasks:read'])).key;
    writeOnlyKey = (await t.factory.apiKey(['tasks:write'])).key;
  });
  afterAll(async () => t?.close());

  const taskCount = async () => Number((await t.db.query('SELECT count(*) AS n FROM tasks'))[0].n);
  const refuse = async (payload: unknown, paths: string[]) => {
    const before = await taskCount();
    const issues = expectValidationError(await t.api.post('/tasks', payload), body(...paths));
    expect(await taskCount()).toBe(before);
    return issues;
  };

  it('answers 201 with exactly the spec fields: defaults pending and medium, nulls when unset, createdById the key owner', async () => {
    const before = Date.now();
    const response = await t.as(recruiterKey).post('/tasks', { title: 'Call references' });
    expect(response.status).toBe(201);
    expect(response.body.meta).toEqual({});
    const task = response.body.data;
    expectTaskShape(task);
    expect(task).toEqual({
      id: expect.any(String),
      title: 'Call references',
      description: null,
      status: 'pending',
      priority: 'medium',
      dueDate: null,
      completedAt: null,
      ownerId: null,
      candidateId: null,
      applicationId: null,
      jobId: null,
      interviewId: null,
      createdById: recruiter.id,
      createdAt: task.createdAt,
      updatedAt: task.createdAt,
    });
    expect(Date.parse(task.createdAt)).toBeGreaterThanOrEqual(before - 5);
    expect((await t.api.get(`/tasks/${task.id}`)).body.data).toEqual(task);
  });

  it('keeps every field given, with link ids in lower case', async () => {
    const application = await createApplication(t);
    const interview = await createInterview(t, { applicationId: application.id });
    const task = await createTask(t.api, {
      title: 'Prepare offer',
      description: 'Salary band B',
      status: 'in_progress',
      priority: 'urgent',
      dueDate: '2026-11-28T17:00Z',
      ownerId: owner.id.toUpperCase(),
      candidateId: application.candidateId.toUpperCase(),
      applicationId: application.id,
      jobId: application.jobId,
      interviewId: interview.id,
    });
    expect(task).toMatchObject({
      title: 'Prepare offer',
      description: 'Salary band B',
      status: 'in_progress',
      priority: 'urgent',
      dueDate: '2026-11-28T17:00:00.000Z',
      completedAt: null,
      ownerId: owner.id,
      candidateId: application.candidateId,
      applicationId: application.id,
      jobId: application.jobId,
      interviewId: interview.id,
      createdById: admin.id,
    });
  });

  it('accepts null for every nullable field', async () => {
    const task = await createTask(t.api, {
      description: null,
      dueDate: null,
      ownerId: null,
      candidateId: null,
      applicationId: null,
      jobId: null,
      interviewId: null,
    });
    for (const key of ['description', 'dueDate', 'ownerId', ...LINK_FIELDS]) expect(task[key]).toBeNull();
  });

  it('sets completedAt when a task is created completed', async () => {
    const before = Date.now();
    const task = await createTask(t.api, { status: 'completed' });
    expect(task.completedAt).toBe(task.createdAt);
    expect(Date.parse(task.completedAt)).toBeGreaterThanOrEqual(before - 5);
  });

  it('records task.created about the task (entityType task), by the key owner', async () => {
    const task = (await t.as(recruiterKey).post('/tasks', { title: 'Evented', priority: 'high' })).body.data;
    expect(await activityOf(t.api, task.id)).toEqual([
      {
        id: expect.any(String),
        type: 'task.created',
        entityType: 'task',
        entityId: task.id,
        actor: { id: recruiter.id, name: 'Rita Recruiter' },
        metadata: { status: 'pending', priority: 'high' },
        createdAt: expect.any(String),
      },
    ]);
    const feed = await t.api.get('/activity-events').query({ entityType: 'task', entityId: task.id });
    expect(feed.body.data).toHaveLength(1);
  });

  describe('limits', () => {
    it.each([1, 200])('accepts a title of %i characters', async (length) => {
      expect((await createTask(t.api, { title: 't'.repeat(length) })).title).toHaveLength(length);
    });

    it.each([0, 2000])('accepts a description of %i characters', async (length) => {
      expect((await createTask(t.api, { description: 'd'.repeat(length) })).description).toBe('d'.repeat(length));
    });

    it.each(['pending', 'in_progress', 'completed', 'canceled'])('accepts the status %s', async (status) => {
      expect((await createTask(t.api, { status })).status).toBe(status);
    });

    it.each(['low', 'medium', 'high', 'urgent'])('accepts the priority %s', async (priority) => {
      expect((await createTask(t.api, { priority })).priority).toBe(priority);
    });

    it.each(VALID_DUE_DATES)('accepts the dueDate %s and returns %s', async (dueDate, returned) => {
      const task = await createTask(t.api, { dueDate });
      expect(task.dueDate).toBe(returned);
      expect((await t.api.get(`/tasks/${task.id}`)).body.data.dueDate).toBe(returned);
    });
  });

  describe('validation', () => {
    it.each([
      ['an empty title', { title: '' }, ['title']],
      ['a title of 201 characters', { title: 't'.repeat(201) }, ['title']],
      ['no title', {}, ['title']],
      ['a null title', { title: null }, ['title']],
      ['a number title', { title: 1 }, ['title']],
      ['a description of 2001 characters', { title: 'ok', description: 'd'.repeat(2001) }, ['description']],
      ['a number description', { title: 'ok', description: 5 }, ['description']],
      ['an unknown status', { title: 'ok', status: 'done' }, ['status']],
      ['a status in upper case', { title: 'ok', status: 'PENDING' }, ['status']],
      ['a null status', { title: 'ok', status: null }, ['status']],
      ['an unknown priority', { title: 'ok', priority: 'critical' }, ['priority']],
      ['a null priority', { title: 'ok', priority: null }, ['priority']],
      ['a number priority', { title: 'ok', priority: 1 }, ['priority']],
      ['an empty ownerId', { title: 'ok', ownerId: '' }, ['ownerId']],
      ['an ownerId of 121 characters', { title: 'ok', ownerId: 'o'.repeat(121) }, ['ownerId']],
      ['a number ownerId', { title: 'ok', ownerId: 1 }, ['ownerId']],
      ...LINK_FIELDS.flatMap((field): Array<[string, Record<string, unknown>, string[]]> => [
        [`a malformed ${field}`, { title: 'ok', [field]: 'abc' }, [field]],
        [`a number ${field}`, { title: 'ok', [field]: 7 }, [field]],
      ]),
      ['an unknown key', { title: 'ok', assignee: 'me' }, ['assignee']],
      [
        'response-only keys',
        {
          title: 'ok',
          id: UNKNOWN_UUID,
          completedAt: '2026-01-01T00:00Z',
          createdById: UNKNOWN_UUID,
          createdAt: '2026-01-01T00:00Z',
          updatedAt: '2026-01-01T00:00Z',
        },
        ['id', 'completedAt', 'createdById', 'createdAt', 'updatedAt'],
      ],
      ['every broken rule at once', { title: '', status: 'x', priority: 'y', dueDate: 'z', extra: 1 }, ['title', 'status', 'priority', 'dueDate', 'extra']],
    ])('refuses %s with 422 naming each field', async (_label, payload, paths) => {
      await refuse(payload, paths);
    });

    it.each(INVALID_DUE_DATES)('refuses a dueDate with %s', async (_label, dueDate) => {
      await refuse({ title: 'ok', dueDate }, ['dueDate']);
    });

    it('refuses a body that is not an object', async () => {
      expectValidationError(await t.api.post('/tasks').set('Content-Type', 'application/json').send('"task"'), body(''));
    });

    it.each([
      [0, /must not be empty/],
      [121, /at most 120 characters/],
    ])('refuses an ownerId of %i characters by its length, before looking for a user', async (length, message) => {
      const [issue] = await refuse({ title: 'ok', ownerId: 'o'.repeat(length) }, ['ownerId']);
      expect(issue.message).toMatch(message);
    });

    it.each([
      ['one character', 'x'],
      ['120 characters', 'o'.repeat(120)],
      ['the nil UUID', NIL_UUID],
      ['the max UUID', MAX_UUID],
      ['an unknown UUID', UNKNOWN_UUID],
    ])('refuses an ownerId of %s that is no user with 422 "not a user"', async (_label, ownerId) => {
      const [issue] = await refuse({ title: 'ok', ownerId }, ['ownerId']);
      expect(issue.message).toMatch(/is not a user/);
    });

    it('refuses the id of a candidate as ownerId', async () => {
      const candidate = await t.factory.candidate();
      await refuse({ title: 'ok', ownerId: candidate.id }, ['ownerId']);
    });

    it.each(LINK_FIELDS)('refuses a %s that names nothing (nil, max and unknown UUIDs)', async (field) => {
      for (const id of [NIL_UUID, MAX_UUID, UNKNOWN_UUID]) {
        const [issue] = await refuse({ title: 'ok', [field]: id }, [field]);
        expect(issue.message).toMatch(/is not an? /);
      }
    });

    it('reports every link that names nothing at once', async () => {
      await refuse({ title: 'ok', ownerId: 'x', candidateId: NIL_UUID, applicationId: NIL_UUID, jobId: NIL_UUID, interviewId: NIL_UUID }, [
        'ownerId',
        'candidateId',
        'applicationId',
        'jobId',
        'interviewId',
      ]);
    });

    it('refuses the id of another kind of record in each link field', async () => {
      const application = await createApplication(t);
      await refuse({ title: 'ok', candidateId: application.id }, ['candidateId']);
      await refuse({ title: 'ok', applicationId: application.candidateId }, ['applicationId']);
      await refuse({ title: 'ok', jobId: application.id }, ['jobId']);
      await refuse({ title: 'ok', interviewId: application.id }, ['interviewId']);
    });

    it('refuses a deleted job', async () => {
      const job = await createJob(t);
      await deleteJob(t, job.id);
      await refuse({ title: 'ok', jobId: job.id }, ['jobId']);
    });
  });

  it('answers 401 without a key and 403 without tasks:write', async () => {
    const before = await taskCount();
    expectUnauthorized(await t.as(undefined).post('/tasks', { title: 'x' }));
    expectForbidden(await t.as(readOnlyKey).post('/tasks', { title: 'x' }), 'tasks:write');
    expectForbidden(await t.as(readOnlyKey).post('/tasks', { title: '' }), 'tasks:write');
    expect(await taskCount()).toBe(before);
    expect((await t.as(writeOnlyKey).post('/tasks', { title: 'x' })).status).toBe(201);
  });
});
