import type { PageQuery } from '@app/core';
import type { TaskPriority, TaskStatus } from '../domain/task-rules';

/** The request shapes the service and the repository read; the DTOs in http/dto validate them. */
export interface CreateTaskInput {
  title: string;
  description?: string | null;
  status?: TaskStatus;
  priority?: TaskPriority;
  dueDate?: string | null;
  ownerId?: string | null;
  candidateId?: string | null;
  applicationId?: string | null;
  jobId?: string | null;
  interviewId?: string | null;
}

export type UpdateTaskInput = Partial<CreateTaskInput>;

export interface ListTasksQuery extends PageQuery {
  ownerId?: string;
  status?: TaskStatus;
  candidateId?: string;
  applicationId?: string;
}
