import { NotFoundError, ValidationFailedError } from '@app/core';
import { TasksModule, TasksService } from '@app/tasks';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { bootContext, type BootedContext } from '../../helpers/service-context';

/** Task status and completion (docs/api/states.md#task): any move is allowed, completedAt follows `completed`. */
describe('TasksService: completion', () => {
  let context: BootedContext;
  let tasks: TasksService;

  beforeAll(async () => {
    context = await bootContext({ imports: [TasksModule] });
    tasks = context.get(TasksService);
  });
  afterAll(() => context?.close());

  async function eventTypesOf(taskId: string): Promise<string[]> {
    const rows = await context.db.query<Array<{ type: string }>>('SELECT type FROM activity_events WHERE entity_id = $1 ORDER BY created_at, id', [taskId]);
    return rows.map((row) => row.type);
  }

  it('completing sets completedAt and records task.completed', async () => {
    const task = await tasks.create(context.actor, { title: 'Call back' });
    expect(task).toMatchObject({ status: 'pending', completedAt: null });
    const completed = await tasks.update(context.actor, task.id, { status: 'completed' });
    expect(completed.status).toBe('completed');
    expect(completed.completedAt).not.toBeNull();
    expect(await eventTypesOf(task.id)).toEqual(['task.created', 'task.completed']);
  });

  it('a task created completed has completedAt', async () => {
    const task = await tasks.create(context.actor, { title: 'Done already', status: 'completed' });
    expect(task.completedAt).not.toBeNull();
  });

  it('keeps completedAt while the task stays completed, and records task.updated for other changes', async () => {
    const task = await tasks.create(context.actor, { title: 'Send notes' });
    const completed = await tasks.update(context.actor, task.id, { status: 'completed' });
    const renamed = await tasks.update(context.actor, task.id, { title: 'Send the notes', status: 'completed' });
    expect(renamed).toMatchObject({ title: 'Send the notes', completedAt: completed.completedAt });
    expect(await eventTypesOf(task.id)).toEqual(['task.created', 'task.completed', 'task.updated']);
  });

  it.each(['pending', 'in_progress', 'canceled'] as const)('reopening to %s clears completedAt (every move is allowed)', async (status) => {
    const task = await tasks.create(context.actor, { title: 'Reopen me', status: 'completed' });
    expect(await tasks.update(context.actor, task.id, { status })).toMatchObject({ status, completedAt: null });
  });

  it('records nothing for a change that changes nothing', async () => {
    const task = await tasks.create(context.actor, { title: 'Same' });
    expect(await tasks.update(context.actor, task.id, { title: 'Same', status: 'pending' })).toEqual(task);
    expect(await eventTypesOf(task.id)).toEqual(['task.created']);
  });

  it('refuses a link to a missing record with VALIDATION_ERROR, and an unknown task with NOT_FOUND', async () => {
    await expect(tasks.create(context.actor, { title: 'Orphan', applicationId: UNKNOWN_UUID })).rejects.toBeInstanceOf(ValidationFailedError);
    await expect(tasks.update(context.actor, UNKNOWN_UUID, { status: 'completed' })).rejects.toBeInstanceOf(NotFoundError);
  });
});
