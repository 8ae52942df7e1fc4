import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiResource, CurrentActor, Operation, ParseUuidPipe, type Actor, type Page } from '@app/core';
import { OpeningsService } from '../openings.service';
import { OpeningResponse } from '../representation/opening-response.dto';
import { CloseOpeningDto, CreateOpeningsDto, ListOpeningsDto, UpdateOpeningDto } from './dto/opening.dto';

/** A job's openings (docs/api/openings.md): reached through their job. */
@Controller()
@ApiResource('organization', 'Openings')
export class OpeningsController {
  constructor(private readonly openings: OpeningsService) {}

  @Post('jobs/:id/openings')
  @Operation({
    summary: "Open seats in a job's headcount",
    description:
      '`count` openings (default 1), each `open`; `openingId` names one seat (unique in the job: 409 CONFLICT; with `count` above 1: 422) and ' +
      "defaults to the opening's id. Answers the openings created.",
    status: 201,
    response: [OpeningResponse],
    unpaginated: true,
    errors: [400, 404, 409, 413, 415, 422],
  })
  create(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) jobId: string, @Body() dto: CreateOpeningsDto): Promise<OpeningResponse[]> {
    return this.openings.create(actor, jobId, dto);
  }

  @Get('jobs/:id/openings')
  @Operation({ summary: "List a job's openings, newest first", response: [OpeningResponse], errors: [404, 422] })
  list(@Param('id', ParseUuidPipe) jobId: string, @Query() query: ListOpeningsDto): Promise<Page<OpeningResponse>> {
    return this.openings.list(jobId, query);
  }

  @Patch('openings/:id')
  @Operation({
    summary: 'Rename an opening or move its target start date',
    description: '`openingId` stays unique in the job (409 CONFLICT). Any status.',
    response: OpeningResponse,
    errors: [400, 404, 409, 413, 415, 422],
  })
  update(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: UpdateOpeningDto): Promise<OpeningResponse> {
    return this.openings.update(actor, id, dto);
  }

  @Post('openings/:id/close')
  @Operation({
    summary: 'Close an open opening',
    description: 'open → closed, with the reason and closedAt; a filled or closed opening is 409 INVALID_STATE.',
    response: OpeningResponse,
    errors: [400, 404, 409, 413, 415, 422],
  })
  close(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: CloseOpeningDto): Promise<OpeningResponse> {
    return this.openings.close(actor, id, dto);
  }
}
