import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiResource, CurrentActor, Operation, ParseUuidPipe, type Actor, type Page } from '@app/core';
import { ApplicationsService } from '../applications.service';
import { ApplicationResponse } from '../representation/application-response.dto';
import { CreateApplicationDto } from './dto/create-application.dto';
import { ListApplicationsDto } from './dto/list-applications.dto';
import { MoveApplicationDto } from './dto/move-application.dto';

@Controller('applications')
@ApiResource('applications', 'Applications')
export class ApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @Post()
  @Operation({
    summary: 'Apply a candidate to a job',
    description:
      'The candidate and the job must exist (422 otherwise) and the job must be open (409 INVALID_STATE). ' +
      "One active application per candidate and job (409 CONFLICT). Starts active in the job's first stage, last in that stage's column.",
    status: 201,
    response: ApplicationResponse,
    errors: [400, 409, 413, 415, 422],
  })
  create(@CurrentActor() actor: Actor, @Body() dto: CreateApplicationDto): Promise<ApplicationResponse> {
    return this.applications.create(actor, dto);
  }

  @Get()
  @Operation({ summary: 'List applications, newest first', description: 'Every filter given must hold.', response: [ApplicationResponse], errors: [422] })
  list(@Query() query: ListApplicationsDto): Promise<Page<ApplicationResponse>> {
    return this.applications.list(query);
  }

  @Get(':id')
  @Operation({ summary: 'Get an application', response: ApplicationResponse, errors: [404, 422] })
  get(@Param('id', ParseUuidPipe) id: string): Promise<ApplicationResponse> {
    return this.applications.get(id);
  }

  @Post(':id/move')
  @Operation({
    summary: 'Move an application to another stage of its job',
    description:
      "toStageId must be a stage of the application's job (422). The application must be active and its job neither closed nor deleted (409 INVALID_STATE). " +
      "A move to the current stage changes nothing; otherwise the application goes last in the target stage's column.",
    response: ApplicationResponse,
    errors: [400, 404, 409, 413, 415, 422],
  })
  move(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: MoveApplicationDto): Promise<ApplicationResponse> {
    return this.applications.move(actor, id, dto);
  }

  @Post(':id/reject')
  @Operation({
    summary: 'Reject an application',
    description: 'active → rejected; otherwise 409 INVALID_STATE. No body.',
    response: ApplicationResponse,
    errors: [404, 409, 422],
  })
  reject(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<ApplicationResponse> {
    return this.applications.reject(actor, id);
  }

  @Post(':id/withdraw')
  @Operation({
    summary: 'Withdraw an application',
    description: 'active → withdrawn; otherwise 409 INVALID_STATE. No body.',
    response: ApplicationResponse,
    errors: [404, 409, 422],
  })
  withdraw(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<ApplicationResponse> {
    return this.applications.withdraw(actor, id);
  }
}
