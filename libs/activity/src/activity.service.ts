import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { keysetPage, pageLimit, toPage, type Page } from '@app/core';
import type { ActivityEventResponse } from './representation/activity-event-response.dto';
import { presentActivityEvent } from './representation/activity-event.presenter';
import { ActivityEventEntity } from './persistence/activity-event.entity';
import type { ListActivityEventsQuery } from './representation/activity-requests';

@Injectable()
export class ActivityService {
  constructor(@InjectRepository(ActivityEventEntity) private readonly events: Repository<ActivityEventEntity>) {}

  /** GET /activity-events: newest first, filtered by entity type and/or entity id. */
  async list(query: ListActivityEventsQuery): Promise<Page<ActivityEventResponse>> {
    const builder = this.events.createQueryBuilder('e');
    if (query.entityType !== undefined) builder.andWhere('e.entity_type = :entityType', { entityType: query.entityType });
    if (query.entityId !== undefined) builder.andWhere('e.entity_id = :entityId', { entityId: query.entityId });
    // Activity events never change after they are written.
    const rows = await keysetPage(builder, 'e', query, { changedAt: 'e.created_at' }).getMany();
    return toPage(rows, pageLimit(query), presentActivityEvent);
  }
}
