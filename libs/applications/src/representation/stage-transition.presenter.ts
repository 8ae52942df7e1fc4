import type { StageTransition } from '../domain/stage-transition';
import type { StageTransitionResponse } from './stage-transition-response.dto';

export function presentStageTransition(transition: StageTransition): StageTransitionResponse {
  return {
    id: transition.id,
    applicationId: transition.applicationId,
    jobId: transition.jobId,
    fromStageId: transition.fromStageId,
    toStageId: transition.toStageId,
    fromStatus: transition.fromStatus,
    toStatus: transition.toStatus,
    at: transition.at.toISOString(),
    actor: { id: transition.actorId, name: transition.actorName },
    via: transition.via,
  };
}
