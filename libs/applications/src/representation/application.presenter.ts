import type { ApplicationEntity } from '../persistence/application.entity';
import type { ApplicationResponse } from './application-response.dto';

export function presentApplication(application: ApplicationEntity): ApplicationResponse {
  return {
    id: application.id,
    candidateId: application.candidateId,
    jobId: application.jobId,
    currentStageId: application.currentStageId,
    status: application.status,
    source: application.source,
    pipelineOrder: application.pipelineOrder,
    appliedAt: application.appliedAt.toISOString(),
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
  };
}
