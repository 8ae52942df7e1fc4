import { defineContext } from '@app/core';
import { TasksModule } from './tasks.module';
import { TasksHttpModule } from './tasks-http.module';
import { Tasks1763700000800 } from './persistence/migrations/1763700000800-tasks';
import { TasksUpdatedAt1763707000008 } from './persistence/migrations/1763707000008-tasks-updated-at';

/** Tasks. */
export const TASKS_CONTEXT = defineContext({
  name: 'tasks',
  module: TasksModule,
  httpModule: TasksHttpModule,
  migrations: [Tasks1763700000800, TasksUpdatedAt1763707000008],
});
