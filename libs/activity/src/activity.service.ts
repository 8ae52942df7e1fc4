import { Injectable } from '@nestjs/common';
import { pageLimit, toPage, type Page } from '@app/core';
import type { ActivityEventResponse } from './representation/activity-event-response.dto';
import { presentActivityEvent } from './representation/activity-event.presenter';
import { ActivityEventRepository } from './persistence/activity-event.repository';
import type { ListActivityEventsQuery } from './representation/activity-requests';

@Injectable()
export class ActivityService {
  constructor(private readonly repository: ActivityEventRepository) {}

  /** GET /activity-events: newest first, filtered by entity type and/or entity id. */
  async list(query: ListActivityEventsQuery): Promise<Page<ActivityEventResponse>> {
    return toPage(await this.repository.list(query), pageLimit(query), presentActivityEvent);
  }
}
