import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiResource, CurrentActor, Operation, type Actor, type Page } from '@app/core';
import { ScorecardsService } from '../scorecards.service';
import { CreateScorecardDto } from './dto/create-scorecard.dto';
import { ListScorecardsDto } from './dto/list-scorecards.dto';
import { ScorecardResponse } from '../representation/scorecard-response.dto';

@Controller('scorecards')
@ApiResource('scorecards', 'Scorecards')
export class ScorecardsController {
  constructor(private readonly scorecards: ScorecardsService) {}

  @Post()
  @Operation({
    summary: 'Submit a scorecard',
    description:
      "The author is the API key's user. `stageId` defaults to the application's current stage and must be a stage of the application's job (422 " +
      "otherwise); the stage's name is kept with the scorecard. Criterion names are unique within a scorecard (any letter case).",
    status: 201,
    response: ScorecardResponse,
    errors: [400, 413, 415, 422],
  })
  submit(@CurrentActor() actor: Actor, @Body() dto: CreateScorecardDto): Promise<ScorecardResponse> {
    return this.scorecards.submit(actor, dto);
  }

  @Get()
  @Operation({ summary: 'List scorecards, newest first', description: 'Every filter given must hold.', response: [ScorecardResponse], errors: [422] })
  list(@Query() query: ListScorecardsDto): Promise<Page<ScorecardResponse>> {
    return this.scorecards.list(query);
  }
}
