import type { JobStageEntity } from '../persistence/job-stage.entity';
import type { JobEntity } from '../persistence/job.entity';
import type { JobResponse, JobStageResponse } from './job-response.dto';

export function presentStage(stage: JobStageEntity): JobStageResponse {
  return {
    id: stage.id,
    jobId: stage.jobId,
    name: stage.name,
    color: stage.color,
    order: stage.order,
    emailConfig: { candidateUpdatesEnabled: stage.emailConfig.candidateUpdatesEnabled === true },
    createdAt: stage.createdAt.toISOString(),
    updatedAt: stage.updatedAt.toISOString(),
  };
}

/** `stages` in pipeline order (the caller loads them sorted). */
export function presentJob(job: JobEntity, stages: readonly JobStageEntity[]): JobResponse {
  return {
    id: job.id,
    title: job.title,
    department: job.department,
    location: job.location,
    employmentType: job.employmentType,
    description: job.description,
    status: job.status,
    confidential: job.confidential,
    departmentId: job.departmentId,
    officeIds: [...job.officeIds],
    closedAt: job.closedAt === null ? null : job.closedAt.toISOString(),
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    stages: stages.map(presentStage),
  };
}
