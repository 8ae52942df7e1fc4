import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ENTITY_TYPES, keysetPage, reach, reachByResourceType, sql, type Sql } from '@app/core';
import { ActivityEventEntity } from './activity-event.entity';
import type { ListActivityEventsQuery } from '../representation/activity-requests';

/**
 * The events of the records the request reaches (docs/api/access.md), by the entity each is filed under, reached as
 * the resource of that name declares (`defineResource({ reach })`): a document's event through its candidate, say.
 * An event filed under an entity type nobody declared is left out for a viewer with a reach condition.
 */
function reachedEvents(): Sql | null {
  return reachByResourceType(
    (type) => ((ENTITY_TYPES as readonly string[]).includes(type) ? sql`e.entity_type = ${type}` : null),
    sql.raw('e.entity_id'),
    sql.raw('e.metadata'),
  );
}

@Injectable()
export class ActivityEventRepository {
  constructor(@InjectRepository(ActivityEventEntity) private readonly events: Repository<ActivityEventEntity>) {}

  /** GET /activity-events: newest first, filtered by entity type and/or entity id. */
  list(query: ListActivityEventsQuery): Promise<ActivityEventEntity[]> {
    const builder = this.events.createQueryBuilder('e');
    reach.where(builder, reachedEvents());
    if (query.entityType !== undefined) builder.andWhere('e.entity_type = :entityType', { entityType: query.entityType });
    if (query.entityId !== undefined) builder.andWhere('e.entity_id = :entityId', { entityId: query.entityId });
    // Activity events never change after they are written.
    return keysetPage(builder, 'e', query, { changedAt: 'e.created_at' }).getMany();
  }
}
