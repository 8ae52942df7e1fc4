import { defineContext } from '@app/core';
import { TasksModule } from './tasks.module';
import { TasksHttpModule } from './tasks-http.module';

/** Tasks. */
export const TASKS_CONTEXT = defineContext({
  name: 'tasks',
  module: TasksModule,
  httpModule: TasksHttpModule,
});
