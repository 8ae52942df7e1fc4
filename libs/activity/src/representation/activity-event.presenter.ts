import type { ActivityEventEntity } from '../persistence/activity-event.entity';
import type { ActivityEventResponse } from './activity-event-response.dto';

export function presentActivityEvent(event: ActivityEventEntity): ActivityEventResponse {
  return {
    id: event.id,
    entityType: event.entityType,
    entityId: event.entityId,
    type: event.type,
    actor: { id: event.actorId, name: event.actorName },
    metadata: event.metadata,
    createdAt: event.createdAt.toISOString(),
  };
}
