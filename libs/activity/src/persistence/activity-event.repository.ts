import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { keysetPage } from '@app/core';
import { ActivityEventEntity } from './activity-event.entity';
import type { ListActivityEventsQuery } from '../representation/activity-requests';

@Injectable()
export class ActivityEventRepository {
  constructor(@InjectRepository(ActivityEventEntity) private readonly events: Repository<ActivityEventEntity>) {}

  /** GET /activity-events: newest first, filtered by entity type and/or entity id. */
  list(query: ListActivityEventsQuery): Promise<ActivityEventEntity[]> {
    const builder = this.events.createQueryBuilder('e');
    if (query.entityType !== undefined) builder.andWhere('e.entity_type = :entityType', { entityType: query.entityType });
    if (query.entityId !== undefined) builder.andWhere('e.entity_id = :entityId', { entityId: query.entityId });
    // Activity events never change after they are written.
    return keysetPage(builder, 'e', query, { changedAt: 'e.created_at' }).getMany();
  }
}
