import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  ApiResource,
  CurrentActor,
  CurrentPrincipal,
  type Principal,
  DeletedSchema,
  Operation,
  PageQueryDto,
  ParseUuidPipe,
  SuccessSchema,
  type Actor,
  type Page,
} from '@app/core';
import { ApprovalResponse } from '@app/approvals';
import { JobStagesService } from '../job-stages.service';
import { JobsService } from '../jobs.service';
import { HiringTeamsService } from '../hiring-teams.service';
import { HiringTeamResponse } from '../representation/hiring-team-response.dto';
import { PutHiringTeamDto } from './dto/hiring-team.dto';
import { JobResponse, JobStageResponse } from '../representation/job-response.dto';
import { CreateJobStageDto, UpdateJobStageDto } from './dto/job-stage.dto';
import { CreateJobDto, UpdateJobDto } from './dto/job.dto';
import { ListJobsDto } from './dto/list-jobs.dto';

@Controller('jobs')
@ApiResource('jobs', 'Jobs')
export class JobsController {
  constructor(
    private readonly jobs: JobsService,
    private readonly stages: JobStagesService,
    private readonly teams: HiringTeamsService,
  ) {}

  @Post()
  @Operation({
    summary: 'Create a job',
    description:
      'Status defaults to open (to draft while a job_open approval flow is set; `open` is then 409 APPROVAL_REQUIRED). Without `stages` the ' +
      'pipeline is Applied, Screen, Interview, Offer, Hired.',
    status: 201,
    response: JobResponse,
    errors: [400, 409, 413, 415, 422],
  })
  create(@CurrentActor() actor: Actor, @Body() dto: CreateJobDto): Promise<JobResponse> {
    return this.jobs.create(actor, dto);
  }

  @Get()
  @Operation({ summary: 'List jobs, newest first', description: 'Deleted jobs are not listed.', response: [JobResponse], errors: [422] })
  list(@Query() query: ListJobsDto): Promise<Page<JobResponse>> {
    return this.jobs.list(query);
  }

  @Get(':id')
  @Operation({ summary: 'Get a job with its pipeline', response: JobResponse, errors: [404, 422] })
  get(@Param('id', ParseUuidPipe) id: string): Promise<JobResponse> {
    return this.jobs.get(id);
  }

  @Patch(':id')
  @Operation({
    summary: 'Update a job',
    description:
      'Only the fields sent change; null clears a nullable field. closedAt is set when status becomes closed and cleared when it leaves closed. ' +
      'While a job_open approval flow is set, moving to open needs an approved approval of the job (409 APPROVAL_REQUIRED).',
    response: JobResponse,
    errors: [400, 404, 409, 413, 415, 422],
  })
  update(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: UpdateJobDto): Promise<JobResponse> {
    return this.jobs.update(actor, id, dto);
  }

  @Post(':id/request-approval')
  @Operation({
    summary: 'Ask for approval to open the job',
    description:
      'A pending approval with the job_open flow’s steps. 409 CONFLICT with no flow or with one pending already; ' +
      '409 INVALID_STATE when the job is open. Until it is approved, opening the job is 409 APPROVAL_REQUIRED. No body.',
    status: 202,
    response: ApprovalResponse,
    errors: [404, 409, 422],
  })
  requestApproval(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<ApprovalResponse> {
    return this.jobs.requestApproval(actor, id);
  }

  @Delete(':id')
  @Operation({
    summary: 'Close and delete a job',
    description: 'Status becomes closed and the job is soft-deleted: afterwards it is 404 everywhere; its applications stay readable.',
    response: SuccessSchema,
    errors: [404, 422],
  })
  close(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<{ success: true }> {
    return this.jobs.close(actor, id);
  }

  @Get(':id/stages')
  @Operation({
    summary: "List a job's stages in pipeline order",
    description: 'Sorted by order, then createdAt; the cursor pages in that order.',
    response: [JobStageResponse],
    errors: [404, 422],
  })
  listStages(@Param('id', ParseUuidPipe) id: string, @Query() query: PageQueryDto): Promise<Page<JobStageResponse>> {
    return this.stages.list(id, query);
  }

  @Post(':id/stages')
  @Operation({
    summary: 'Add a stage to a job',
    description: 'Without order the stage goes last. A job has at most 50 stages (409 CONFLICT).',
    status: 201,
    response: JobStageResponse,
    errors: [400, 404, 409, 413, 415, 422],
  })
  createStage(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: CreateJobStageDto): Promise<JobStageResponse> {
    return this.stages.create(actor, id, dto);
  }

  @Patch(':id/stages/:stageId')
  @Operation({
    summary: 'Update a stage of a job',
    description: 'Only the fields sent change. The stage must belong to the job.',
    response: JobStageResponse,
    errors: [400, 404, 413, 415, 422],
  })
  updateStage(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUuidPipe) id: string,
    @Param('stageId', ParseUuidPipe) stageId: string,
    @Body() dto: UpdateJobStageDto,
  ): Promise<JobStageResponse> {
    return this.stages.update(actor, id, stageId, dto);
  }

  @Delete(':id/stages/:stageId')
  @Operation({
    summary: 'Delete a stage of a job',
    description: '409 CONFLICT while applications are in the stage, and for the last stage of a job.',
    response: DeletedSchema,
    errors: [404, 409, 422],
  })
  removeStage(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUuidPipe) id: string,
    @Param('stageId', ParseUuidPipe) stageId: string,
  ): Promise<{ deleted: true }> {
    return this.stages.remove(actor, id, stageId);
  }

  @Get(':id/hiring-team')
  @Operation({
    summary: "Get a job's hiring team",
    description: 'Who works on the job, with their team role; the team decides who reaches the job (docs/api/access.md).',
    response: HiringTeamResponse,
    errors: [404, 422],
  })
  getHiringTeam(@Param('id', ParseUuidPipe) id: string): Promise<HiringTeamResponse> {
    return this.teams.get(id);
  }

  @Put(':id/hiring-team')
  @Operation({
    summary: "Replace a job's hiring team",
    description:
      'The whole team, 0 to 100 members, each user once. An admin, or a member with team role recruiter, may change it ' +
      '(else 403 FORBIDDEN with details.requiredRole); a job out of reach is 404.',
    response: HiringTeamResponse,
    errors: [400, 404, 413, 415, 422],
  })
  putHiringTeam(@CurrentPrincipal() principal: Principal, @Param('id', ParseUuidPipe) id: string, @Body() dto: PutHiringTeamDto): Promise<HiringTeamResponse> {
    return this.teams.put(principal, id, dto.members);
  }
}
