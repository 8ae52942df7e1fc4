import type { EntityType, PageQuery } from '@app/core';

/** GET /activity, as the service reads it (ListActivityEventsDto validates it). */
export interface ListActivityEventsQuery extends PageQuery {
  entityType?: EntityType;
  entityId?: string;
}
