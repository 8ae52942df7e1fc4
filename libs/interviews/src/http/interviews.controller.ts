import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiResource, CurrentActor, Operation, ParseUuidPipe, type Actor, type Page } from '@app/core';
import { InterviewsService } from '../interviews.service';
import { CreateInterviewDto, UpdateInterviewDto } from './dto/interview.dto';
import { InterviewResponse } from '../representation/interview-response.dto';
import { ListInterviewsDto } from './dto/list-interviews.dto';

@Controller('interviews')
@ApiResource('interviews', 'Interviews')
export class InterviewsController {
  constructor(private readonly interviews: InterviewsService) {}

  @Post()
  @Operation({
    summary: 'Schedule an interview',
    description:
      'The application must exist and be active, and its job must not be closed (409 INVALID_STATE); the interviewer must be a user. Starts ' +
      '`scheduled`, source `api`; candidateId and jobId come from the application.',
    status: 201,
    response: InterviewResponse,
    errors: [400, 409, 413, 415, 422],
  })
  schedule(@CurrentActor() actor: Actor, @Body() dto: CreateInterviewDto): Promise<InterviewResponse> {
    return this.interviews.schedule(actor, dto);
  }

  @Get()
  @Operation({ summary: 'List interviews, newest first', description: 'Every filter given must hold.', response: [InterviewResponse], errors: [422] })
  list(@Query() query: ListInterviewsDto): Promise<Page<InterviewResponse>> {
    return this.interviews.list(query);
  }

  @Get(':id')
  @Operation({ summary: 'Get an interview', response: InterviewResponse, errors: [404, 422] })
  get(@Param('id', ParseUuidPipe) id: string): Promise<InterviewResponse> {
    return this.interviews.get(id);
  }

  @Patch(':id')
  @Operation({
    summary: 'Edit a scheduled interview',
    description:
      'Only the fields sent change; null clears location, notes or meetingUrl. Only a `scheduled` interview can be edited (409 INVALID_STATE otherwise).',
    response: InterviewResponse,
    errors: [400, 404, 409, 413, 415, 422],
  })
  update(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: UpdateInterviewDto): Promise<InterviewResponse> {
    return this.interviews.update(actor, id, dto);
  }

  @Post(':id/cancel')
  @Operation({
    summary: 'Cancel an interview',
    description: '`scheduled` → `canceled`; 409 INVALID_STATE otherwise. No body (any body sent is ignored).',
    response: InterviewResponse,
    errors: [404, 409, 415, 422],
  })
  cancel(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<InterviewResponse> {
    return this.interviews.cancel(actor, id);
  }

  @Post(':id/complete')
  @Operation({
    summary: 'Mark an interview as held',
    description: '`scheduled` → `completed`; 409 INVALID_STATE otherwise. No body (any body sent is ignored).',
    response: InterviewResponse,
    errors: [404, 409, 415, 422],
  })
  complete(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<InterviewResponse> {
    return this.interviews.complete(actor, id);
  }

  @Post(':id/no-show')
  @Operation({
    summary: 'Mark an interview as a no-show',
    description:
      '`scheduled` → `no_show`; 409 INVALID_STATE otherwise. No body (any body sent is ignored). Recorded as `interview.updated` with ' +
      'changedFields `["status"]`.',
    response: InterviewResponse,
    errors: [404, 409, 415, 422],
  })
  markNoShow(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<InterviewResponse> {
    return this.interviews.markNoShow(actor, id);
  }
}
