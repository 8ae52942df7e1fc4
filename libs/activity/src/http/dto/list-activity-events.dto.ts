import { ENTITY_TYPES, EnumField, PageQueryDto, UuidField, type EntityType } from '@app/core';
import type { ListActivityEventsQuery } from '../../representation/activity-requests';

export class ListActivityEventsDto extends PageQueryDto implements ListActivityEventsQuery {
  @EnumField(ENTITY_TYPES, { optional: true, enumName: 'ActivityEntityType' })
  entityType?: EntityType;

  @UuidField({ optional: true, description: 'Only events about this entity' })
  entityId?: string;
}
