import { Controller, Get, Query } from '@nestjs/common';
import { ApiResource, Operation, type Page } from '@app/core';
import { ActivityService } from '../activity.service';
import { ActivityEventResponse } from '../representation/activity-event-response.dto';
import { ListActivityEventsDto } from './dto/list-activity-events.dto';

@Controller('activity-events')
@ApiResource('activity', 'Activity')
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Get()
  @Operation({ summary: 'The activity feed, newest first', response: [ActivityEventResponse], errors: [422] })
  list(@Query() query: ListActivityEventsDto): Promise<Page<ActivityEventResponse>> {
    return this.activity.list(query);
  }
}
