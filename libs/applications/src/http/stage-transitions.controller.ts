import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiResource, Operation, ParseUuidPipe, type Page } from '@app/core';
import { StageTransitionsService } from '../stage-transitions.service';
import { StageTransitionPageMetaSchema, StageTransitionResponse } from '../representation/stage-transition-response.dto';
import { ListStageTransitionsDto } from './dto/list-stage-transitions.dto';

@Controller()
@ApiResource('applications', 'Applications')
export class StageTransitionsController {
  constructor(private readonly transitions: StageTransitionsService) {}

  @Get('applications/:id/stage-transitions')
  @Operation({
    summary: "An application's stage history, oldest first",
    description:
      'The creation first (fromStageId and fromStatus null), then every move, reject, withdraw, hire and merge. ' +
      'A reject, withdraw, hire or merge keeps the stage (toStageId = fromStageId). Not paginated: the whole history.',
    response: [StageTransitionResponse],
    unpaginated: true,
    errors: [404, 422],
  })
  ofApplication(@Param('id', ParseUuidPipe) id: string): Promise<StageTransitionResponse[]> {
    return this.transitions.ofApplication(id);
  }

  @Get('stage-transitions')
  @Operation({
    summary: 'List stage transitions, oldest first (for sync)',
    description: '`from` inclusive, `to` exclusive; `limit` up to 1000. A jobId that names no job is 404.',
    response: [StageTransitionResponse],
    pageMeta: StageTransitionPageMetaSchema,
    errors: [404, 422],
  })
  list(@Query() query: ListStageTransitionsDto): Promise<Page<StageTransitionResponse>> {
    return this.transitions.list(query);
  }
}
