import { ENTITY_TYPES, EnumField, PageQueryDto, UuidField, type EntityType } from '@app/core';

export class ListActivityEventsDto extends PageQueryDto {
  @EnumField(ENTITY_TYPES, { optional: true, enumName: 'ActivityEntityType' })
  entityType?: EntityType;

  @UuidField({ optional: true, description: 'Only events about this entity' })
  entityId?: string;
}
