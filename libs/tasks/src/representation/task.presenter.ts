import type { TaskEntity } from '../persistence/task.entity';
import type { TaskResponse } from './task-response.dto';

export function presentTask(task: TaskEntity): TaskResponse {
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    status: task.status,
    priority: task.priority,
    dueDate: task.dueDate?.toISOString() ?? null,
    completedAt: task.completedAt?.toISOString() ?? null,
    ownerId: task.ownerId,
    candidateId: task.candidateId,
    applicationId: task.applicationId,
    jobId: task.jobId,
    interviewId: task.interviewId,
    createdById: task.createdById,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
  };
}
