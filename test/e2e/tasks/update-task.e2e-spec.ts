import { createTestApp, type TestApp } from '../../helpers/test-app';
import { MAX_UUID, NIL_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectUnauthorized, expectValidationError } from '../../helpers/assertions';
import { activityOf, adminUser, body, sleep } from '../../helpers/common';
import { createApplication, createInterview, createJob, deleteJob } from '../../kits/pipeline-kit';
import { createTask, expectTaskShape, INVALID_DUE_DATES, LINK_FIELDS, VALID_DUE_DATES } from '../../kits/tasks-kit';

/** PATCH /tasks/{id}, with the completedAt rule (docs/api/states.md#task). */
describe('PATCH /tasks/{id}', () => {
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

  const patch = (id: string, payload: unknown, key?: string) => (key === undefined ? t.api : t.as(key)).patch(`/tasks/${id}`, payload);
  const getTask = async (id: string) => (await t.api.get(`/tasks/${id}`)).body.data;
  const changeEvents = async (id: string) => (await activityOf(t.api, id)).filter((event) => event.type !== 'task.created');
  const refuse = async (id: string, payload: unknown, paths: string[]) => {
    const before = await getTask(id);
    const issues = expectValidationError(await patch(id, payload), body(...paths));
    expect(await getTask(id)).toEqual(before);
    expect(await changeEvents(id)).toEqual([]);
    return issues;
  };

  it('changes only the fields sent, bumps updatedAt, keeps the rest, and answers with exactly the spec fields', async () => {
    const task = await createTask(t.api, { description: 'Keep me', priority: 'low' });
    await sleep(5);
    const response = await patch(task.id, { title: 'Renamed', priority: 'high' });
    expect(response.status).toBe(200);
    expect(response.body.meta).toEqual({});
    const updated = response.body.data;
    expectTaskShape(updated);
    expect(updated).toEqual({ ...task, title: 'Renamed', priority: 'high', updatedAt: updated.updatedAt });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(task.updatedAt));
    expect(await getTask(task.id)).toEqual(updated);
  });

  it('sets every field at once, link ids in lower case', async () => {
    const application = await createApplication(t);
    const interview = await createInterview(t, { applicationId: application.id });
    const task = await createTask(t.api);
    const updated = (
      await patch(task.id, {
        title: 'All of it',
        description: 'Everything',
        status: 'in_progress',
        priority: 'urgent',
        dueDate: '2024-02-29T09:30Z',
        ownerId: owner.id.toUpperCase(),
        candidateId: application.candidateId.toUpperCase(),
        applicationId: application.id.toUpperCase(),
        jobId: application.jobId.toUpperCase(),
        interviewId: interview.id.toUpperCase(),
      })
    ).body.data;
    expect(updated).toMatchObject({
      title: 'All of it',
      description: 'Everything',
      status: 'in_progress',
      priority: 'urgent',
      dueDate: '2024-02-29T09:30:00.000Z',
      completedAt: null,
      ownerId: owner.id,
      candidateId: application.candidateId,
      applicationId: application.id,
      jobId: application.jobId,
      interviewId: interview.id,
      createdById: task.createdById,
      createdAt: task.createdAt,
    });
    expect(await getTask(task.id)).toEqual(updated);
  });

  it('clears every nullable field with null', async () => {
    const application = await createApplication(t);
    const interview = await createInterview(t, { applicationId: application.id });
    const task = await createTask(t.api, {
      description: 'x',
      dueDate: '2026-11-28T17:00Z',
      ownerId: owner.id,
      candidateId: application.candidateId,
      applicationId: application.id,
      jobId: application.jobId,
      interviewId: interview.id,
    });
    const cleared = (
      await patch(task.id, { description: null, dueDate: null, ownerId: null, candidateId: null, applicationId: null, jobId: null, interviewId: null })
    ).body.data;
    for (const key of ['description', 'dueDate', 'ownerId', ...LINK_FIELDS]) expect(cleared[key]).toBeNull();
    expect(await getTask(task.id)).toEqual(cleared);
    const [event] = await changeEvents(task.id);
    expect(event.metadata.changedFields.sort()).toEqual(['applicationId', 'candidateId', 'description', 'dueDate', 'interviewId', 'jobId', 'ownerId']);
  });

  it('answers 200 with the current state for {} and for values equal to the current ones, recording no event', async () => {
    const task = await createTask(t.api, { title: 'Same', priority: 'high', dueDate: '2026-11-28T17:00Z', ownerId: owner.id });
    for (const payload of [
      {},
      { title: 'Same', priority: 'high' },
      { dueDate: '2026-11-28T17:00:00.000Z' },
      { dueDate: '2026-11-28T17:00:00.0009999995Z' },
      { ownerId: owner.id.toUpperCase() },
      { description: null },
    ]) {
      const response = await patch(task.id, payload);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual(task);
    }
    expect(await changeEvents(task.id)).toEqual([]);
  });

  it('records task.updated about the task with the changed field names, by the key owner', async () => {
    // The recruiter owns it: a task reaches its owner (docs/api/access.md).
    const task = await createTask(t.api, { ownerId: recruiter.id });
    await patch(task.id, { title: 'New', description: 'Why', priority: 'low' }, recruiterKey);
    expect(await changeEvents(task.id)).toEqual([
      {
        id: expect.any(String),
        type: 'task.updated',
        entityType: 'task',
        entityId: task.id,
        actor: { id: recruiter.id, name: 'Rita Recruiter' },
        metadata: { changedFields: ['title', 'description', 'priority'] },
        createdAt: expect.any(String),
      },
    ]);
  });

  describe('status and completedAt', () => {
    it('sets completedAt when the status becomes completed and records task.completed (not task.updated)', async () => {
      const task = await createTask(t.api, { ownerId: recruiter.id });
      const before = Date.now();
      const completed = (await patch(task.id, { status: 'completed', title: 'Done it' }, recruiterKey)).body.data;
      expect(completed.status).toBe('completed');
      expect(completed.completedAt).toBe(completed.updatedAt);
      expect(Date.parse(completed.completedAt)).toBeGreaterThanOrEqual(before - 5);
      expect(await getTask(task.id)).toEqual(completed);
      expect(await changeEvents(task.id)).toEqual([
        {
          id: expect.any(String),
          type: 'task.completed',
          entityType: 'task',
          entityId: task.id,
          actor: { id: recruiter.id, name: 'Rita Recruiter' },
          metadata: { changedFields: ['title', 'status'], fromStatus: 'pending', toStatus: 'completed' },
          createdAt: expect.any(String),
        },
      ]);
    });

    it('keeps completedAt while the task stays completed and other fields change', async () => {
      const task = await createTask(t.api, { status: 'completed' });
      await sleep(5);
      const updated = (await patch(task.id, { status: 'completed', title: 'Still done' })).body.data;
      expect(updated.completedAt).toBe(task.completedAt);
      expect(updated.updatedAt).not.toBe(task.updatedAt);
      expect((await changeEvents(task.id)).map((event) => event.type)).toEqual(['task.updated']);
    });

    it.each(['pending', 'in_progress', 'canceled'])('clears completedAt when the status leaves completed for %s (task.updated)', async (status) => {
      const task = await createTask(t.api, { status: 'completed' });
      const reopened = (await patch(task.id, { status })).body.data;
      expect(reopened).toMatchObject({ status, completedAt: null });
      expect(await getTask(task.id)).toEqual(reopened);
      expect(await changeEvents(task.id)).toEqual([
        expect.objectContaining({ type: 'task.updated', metadata: { changedFields: ['status'], fromStatus: 'completed', toStatus: status } }),
      ]);
    });

    it('allows every status move, with completedAt set exactly while completed', async () => {
      const statuses = ['pending', 'in_progress', 'completed', 'canceled'];
      const task = await createTask(t.api);
      let current = 'pending';
      for (const from of statuses) {
        for (const to of statuses) {
          if (from === to) continue;
          if (current !== from) expect((await patch(task.id, { status: from })).status).toBe(200);
          const moved = await patch(task.id, { status: to });
          expect(moved.status).toBe(200);
          expect(moved.body.data.status).toBe(to);
          expect(moved.body.data.completedAt !== null).toBe(to === 'completed');
          current = to;
        }
      }
    });

    it('sets a new completedAt when a task is completed again', async () => {
      const task = await createTask(t.api, { status: 'completed' });
      await patch(task.id, { status: 'pending' });
      await sleep(5);
      const again = (await patch(task.id, { status: 'completed' })).body.data;
      expect(Date.parse(again.completedAt)).toBeGreaterThan(Date.parse(task.completedAt));
      expect((await changeEvents(task.id)).map((event) => event.type)).toEqual(['task.completed', 'task.updated']);
    });
  });

  describe('limits', () => {
    it.each([1, 200])('accepts a title of %i characters', async (length) => {
      const task = await createTask(t.api);
      expect((await patch(task.id, { title: 't'.repeat(length) })).body.data.title).toHaveLength(length);
    });

    it.each([0, 2000])('accepts a description of %i characters', async (length) => {
      const task = await createTask(t.api);
      expect((await patch(task.id, { description: 'd'.repeat(length) })).body.data.description).toBe('d'.repeat(length));
    });

    it.each(['low', 'medium', 'high', 'urgent'])('accepts the priority %s', async (priority) => {
      const task = await createTask(t.api, { priority: priority === 'low' ? 'high' : 'low' });
      expect((await patch(task.id, { priority })).body.data.priority).toBe(priority);
    });

    it.each(VALID_DUE_DATES)('accepts the dueDate %s and returns %s', async (dueDate, returned) => {
      const task = await createTask(t.api);
      expect((await patch(task.id, { dueDate })).body.data.dueDate).toBe(returned);
      expect((await getTask(task.id)).dueDate).toBe(returned);
    });

    it('accepts an ownerId that is an existing user in any letter case', async () => {
      const task = await createTask(t.api);
      expect((await patch(task.id, { ownerId: owner.id.toUpperCase() })).body.data.ownerId).toBe(owner.id);
    });
  });

  describe('validation', () => {
    it.each([
      ['an empty title', { title: '' }, ['title']],
      ['a title of 201 characters', { title: 't'.repeat(201) }, ['title']],
      ['a null title', { title: null }, ['title']],
      ['a boolean title', { title: true }, ['title']],
      ['a description of 2001 characters', { description: 'd'.repeat(2001) }, ['description']],
      ['an array description', { description: ['x'] }, ['description']],
      ['an unknown status', { status: 'done' }, ['status']],
      ['a null status', { status: null }, ['status']],
      ['an unknown priority', { priority: 'p1' }, ['priority']],
      ['a null priority', { priority: null }, ['priority']],
      ['an empty ownerId (0 characters)', { ownerId: '' }, ['ownerId']],
      ['an ownerId of 121 characters', { ownerId: 'o'.repeat(121) }, ['ownerId']],
      ['an object ownerId', { ownerId: { id: 'x' } }, ['ownerId']],
      ...LINK_FIELDS.flatMap((field): Array<[string, Record<string, unknown>, string[]]> => [
        [`a malformed ${field}`, { [field]: '0190a0b4-8a3e-9c2d-9f00-1234567890ab' }, [field]],
        [`a boolean ${field}`, { [field]: false }, [field]],
      ]),
      ['an unknown key', { assignee: 'me' }, ['assignee']],
      [
        'response-only keys',
        { id: UNKNOWN_UUID, completedAt: null, createdById: UNKNOWN_UUID, createdAt: '2026-01-01T00:00Z' },
        ['id', 'completedAt', 'createdById', 'createdAt'],
      ],
      [
        'every broken rule at once',
        { title: '', status: 'x', dueDate: '2026-02-29T00:00Z', ownerId: '', jobId: 'x', extra: 1 },
        ['title', 'status', 'dueDate', 'ownerId', 'jobId', 'extra'],
      ],
    ])('refuses %s with 422 and changes nothing', async (_label, payload, paths) => {
      const task = await createTask(t.api);
      await refuse(task.id, payload, paths);
    });

    it.each(INVALID_DUE_DATES)('refuses a dueDate with %s', async (_label, dueDate) => {
      const task = await createTask(t.api, { dueDate: '2026-11-28T17:00Z' });
      await refuse(task.id, { dueDate }, ['dueDate']);
    });

    it('refuses a body that is not an object', async () => {
      const task = await createTask(t.api);
      expectValidationError(await t.api.patch(`/tasks/${task.id}`).set('Content-Type', 'application/json').send('[1]'), body(''));
    });

    it.each([
      [0, /must not be empty/],
      [121, /at most 120 characters/],
    ])('refuses an ownerId of %i characters by its length, before looking for a user', async (length, message) => {
      const task = await createTask(t.api);
      const [issue] = await refuse(task.id, { ownerId: 'o'.repeat(length) }, ['ownerId']);
      expect(issue.message).toMatch(message);
    });

    it.each([
      ['one character', 'x'],
      ['120 characters', 'o'.repeat(120)],
      ['the nil UUID', NIL_UUID],
      ['the max UUID', MAX_UUID],
      ['an unknown UUID', UNKNOWN_UUID],
    ])('refuses an ownerId of %s that is no user with 422 "not a user"', async (_label, ownerId) => {
      const task = await createTask(t.api, { ownerId: owner.id });
      const [issue] = await refuse(task.id, { ownerId }, ['ownerId']);
      expect(issue.message).toMatch(/is not a user/);
    });

    it.each(LINK_FIELDS)('refuses a %s that names nothing (nil, max, unknown)', async (field) => {
      const task = await createTask(t.api);
      for (const id of [NIL_UUID, MAX_UUID, UNKNOWN_UUID]) await refuse(task.id, { [field]: id }, [field]);
    });

    it('refuses a deleted job, reporting all missing links at once', async () => {
      const job = await createJob(t);
      await deleteJob(t, job.id);
      const task = await createTask(t.api);
      await refuse(task.id, { jobId: job.id, ownerId: 'x', candidateId: NIL_UUID }, ['jobId', 'ownerId', 'candidateId']);
    });

    it('keeps a link to a job deleted after it was set (only new links are checked)', async () => {
      const job = await createJob(t);
      const task = await createTask(t.api, { jobId: job.id });
      await deleteJob(t, job.id);
      const updated = (await patch(task.id, { title: 'Still linked', jobId: job.id })).body.data;
      expect(updated.jobId).toBe(job.id);
    });
  });

  describe('existence and order of checks', () => {
    it.each([NIL_UUID, MAX_UUID, UNKNOWN_UUID])('answers 404 for the unknown task %s', async (id) => {
      expectError(await patch(id, { title: 'x' }), 404, 'NOT_FOUND');
      expectError(await patch(id, {}), 404, 'NOT_FOUND');
    });

    it('checks the body before the task, and the task before the links', async () => {
      expectValidationError(await patch(UNKNOWN_UUID, { title: '' }), body('title'));
      expectError(await patch(UNKNOWN_UUID, { ownerId: 'x' }), 404, 'NOT_FOUND');
    });

    it('answers 401 without a key and 403 without tasks:write, and changes nothing', async () => {
      const task = await createTask(t.api);
      expectUnauthorized(await t.as(undefined).patch(`/tasks/${task.id}`, { title: 'x' }));
      expectForbidden(await patch(task.id, { title: 'x' }, readOnlyKey), 'tasks:write');
      expectForbidden(await patch(task.id, { title: '' }, readOnlyKey), 'tasks:write');
      expect(await getTask(task.id)).toEqual(task);
      expect((await patch(task.id, { title: 'x' }, writeOnlyKey)).status).toBe(200);
    });
  });

  it('survives simultaneous completions: every answer 200, completedAt set once, one task.completed', async () => {
    const task = await createTask(t.api);
    const responses = await Promise.all(Array.from({ length: 5 }, () => patch(task.id, { status: 'completed' })));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const final = await getTask(task.id);
    for (const response of responses) expect(response.body.data.completedAt).toBe(final.completedAt);
    expect((await changeEvents(task.id)).map((event) => event.type)).toEqual(['task.completed']);
    expect((await activityOf(t.api, task.id)).every((event) => event.actor.id === admin.id)).toBe(true);
  });
});
