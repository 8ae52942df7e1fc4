/** Task values (docs/api/resources.md#tasks); every status move is allowed (docs/api/states.md#task). */
export const TASK_STATUSES = ['pending', 'in_progress', 'completed', 'canceled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export class TaskRules {
  /** `completedAt` is set when the status becomes completed, kept while it stays, cleared when it leaves. */
  static completedAt(from: TaskStatus | null, to: TaskStatus, current: Date | null, now: Date): Date | null {
    if (to !== 'completed') return null;
    return from === 'completed' ? current : now;
  }

  /** The one event a change records: completing a task is `task.completed`, anything else `task.updated`. */
  static eventOf(from: TaskStatus, to: TaskStatus): 'task.completed' | 'task.updated' {
    return from !== 'completed' && to === 'completed' ? 'task.completed' : 'task.updated';
  }
}
