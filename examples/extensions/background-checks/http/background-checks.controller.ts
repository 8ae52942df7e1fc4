import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiResource, CurrentActor, Operation, ParseUuidPipe, type Actor } from '@app/core';
import { BackgroundChecksService } from '../background-checks.service';
import { BackgroundCheckResponse } from '../representation/background-check';
import { CompleteBackgroundCheckDto, RequestBackgroundCheckDto } from './dto/background-check.dto';

@Controller('background-checks')
@ApiResource('background_checks', 'Background checks')
export class BackgroundChecksController {
  constructor(private readonly checks: BackgroundChecksService) {}

  @Post()
  @Operation({
    summary: 'Request a background check',
    description: "The candidate must exist (422). Records background_check.requested (webhooks, automations, the candidate's activity feed).",
    status: 201,
    response: BackgroundCheckResponse,
    errors: [400, 413, 415, 422],
  })
  request(@CurrentActor() actor: Actor, @Body() dto: RequestBackgroundCheckDto): Promise<BackgroundCheckResponse> {
    return this.checks.request(actor, dto);
  }

  @Get(':id')
  @Operation({ summary: 'Get a background check', response: BackgroundCheckResponse, errors: [404, 422] })
  get(@Param('id', ParseUuidPipe) id: string): Promise<BackgroundCheckResponse> {
    return this.checks.get(id);
  }

  @Post(':id/start')
  @Operation({
    summary: 'Start a background check',
    description: 'requested → in_progress; 409 INVALID_STATE otherwise. No body.',
    response: BackgroundCheckResponse,
    errors: [404, 409, 422],
  })
  start(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<BackgroundCheckResponse> {
    return this.checks.start(actor, id);
  }

  @Post(':id/complete')
  @Operation({
    summary: 'Record the result of a background check',
    description: 'in_progress → completed (sets completedAt); 409 INVALID_STATE otherwise.',
    response: BackgroundCheckResponse,
    errors: [400, 404, 409, 413, 415, 422],
  })
  complete(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: CompleteBackgroundCheckDto): Promise<BackgroundCheckResponse> {
    return this.checks.complete(actor, id, dto);
  }

  @Post(':id/cancel')
  @Operation({
    summary: 'Cancel a background check',
    description: 'requested or in_progress → canceled; 409 INVALID_STATE otherwise. No body.',
    response: BackgroundCheckResponse,
    errors: [404, 409, 422],
  })
  cancel(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<BackgroundCheckResponse> {
    return this.checks.cancel(actor, id);
  }
}
