import { defineContext, defineResource } from '@app/core';
import { TasksModule } from './tasks.module';
import { TasksHttpModule } from './tasks-http.module';
import { TaskEntity } from './persistence/task.entity';
import { reachedTasks } from './persistence/task-reach';
import { presentTask } from './representation/task.presenter';
import { Tasks1763700000800 } from './persistence/migrations/1763700000800-tasks';
import { TasksUpdatedAt1763707000008 } from './persistence/migrations/1763707000008-tasks-updated-at';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface ActivityEntityTypes {
    task: true;
  }
  interface EventTypes {
    'task.created': true;
    'task.updated': true;
    'task.completed': true;
    'task.deleted': true;
  }
  interface ScopeResources {
    tasks: true;
  }
}

/** Tasks. */
export const TASKS_CONTEXT = defineContext({
  name: 'tasks',
  module: TasksModule,
  httpModule: TasksHttpModule,
  activityEntityTypes: ['task'],
  // A task's links are nullable: the event may carry neither.
  events: (['task.created', 'task.updated', 'task.completed', 'task.deleted'] as const).map((type) => ({
    type,
    entityType: 'task',
    subjects: { candidate: 'candidateId', application: 'applicationId' },
    resource: { type: 'task', idKey: 'id' },
  })),
  scopes: [{ resource: 'tasks' }],
  // Its own rule: linked to a reached record, or owned or created by the viewer (docs/api/access.md).
  resources: [
    defineResource({
      type: 'task',
      reach: { table: 'tasks', rows: reachedTasks },
      scope: 'tasks',
      entity: TaskEntity,
      present: presentTask,
      candidateColumn: 'candidate_id',
    }),
  ],
  migrations: [Tasks1763700000800, TasksUpdatedAt1763707000008],
});
