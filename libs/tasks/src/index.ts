export * from './tasks.context';
export * from './tasks.module';
export * from './tasks-http.module';
export * from './tasks.service';
export { TASK_PRIORITIES, TASK_STATUSES, type TaskPriority, type TaskStatus } from './domain/task-rules';
export type { TaskResponse } from './representation/task-response.dto';
export { reachedTasks } from './persistence/task-reach';
