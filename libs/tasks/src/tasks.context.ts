import { defineContext, defineResource } from '@app/core';
import { TasksModule } from './tasks.module';
import { TasksHttpModule } from './tasks-http.module';
import { TaskEntity } from './persistence/task.entity';
import { presentTask } from './representation/task.presenter';

/** Tasks. */
export const TASKS_CONTEXT = defineContext({
  name: 'tasks',
  module: TasksModule,
  httpModule: TasksHttpModule,
  resources: [defineResource({ type: 'task', scope: 'tasks', entity: TaskEntity, present: presentTask, candidateColumn: 'candidate_id' })],
});
