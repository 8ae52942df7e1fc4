import { TASK_STATUSES, TaskRules } from './task-rules';

const now = new Date('2026-11-21T10:00:00.000Z');
const earlier = new Date('2026-11-20T10:00:00.000Z');

describe(TaskRules.name, () => {
  it('sets completedAt when a task becomes completed, also on creation', () => {
    for (const from of ['pending', 'in_progress', 'canceled', null] as const) expect(TaskRules.completedAt(from, 'completed', null, now)).toBe(now);
  });

  it('keeps completedAt while a task stays completed', () => {
    expect(TaskRules.completedAt('completed', 'completed', earlier, now)).toBe(earlier);
  });

  it('clears completedAt when a task leaves completed, and leaves it null otherwise', () => {
    for (const to of TASK_STATUSES.filter((status) => status !== 'completed')) {
      expect(TaskRules.completedAt('completed', to, earlier, now)).toBeNull();
      expect(TaskRules.completedAt('pending', to, null, now)).toBeNull();
    }
  });

  it('names task.completed only for a move into completed', () => {
    for (const from of TASK_STATUSES) {
      for (const to of TASK_STATUSES) {
        expect(TaskRules.eventOf(from, to)).toBe(from !== 'completed' && to === 'completed' ? 'task.completed' : 'task.updated');
      }
    }
  });
});
