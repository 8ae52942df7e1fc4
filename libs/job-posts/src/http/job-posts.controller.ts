import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiResource, CurrentActor, DeletedSchema, Operation, ParseUuidPipe, type Actor, type Page } from '@app/core';
import { JobPostsService } from '../job-posts.service';
import { JobPostResponse } from '../representation/job-post-response.dto';
import { CreateJobPostDto, UpdateJobPostDto } from './dto/job-post.dto';
import { ListJobPostsDto } from './dto/list-job-posts.dto';

const FORM_RULES =
  'The form: `questions` 0-50 with unique keys that are not reserved names; select questions need `options` (values unique); `maxLength` ' +
  'for text questions within their cap; `min` ≤ `max` for number and multi_select; `accept` (document content types) and `maxBytes` ' +
  '(≤ DOCUMENT_MAX_BYTES) for file questions; consent questions are booleans; self_id questions are never required. Every broken rule is ' +
  'reported with its path (`form.questions.3.options`). `salary.min` ≤ `salary.max`.';

@Controller('job-posts')
@ApiResource('job_posts', 'Job posts')
export class JobPostsController {
  constructor(private readonly posts: JobPostsService) {}

  @Post()
  @Operation({
    summary: 'Create a draft job post',
    description: `\`jobId\` must name an existing job (422). Title, location and employment type default to the job's. ${FORM_RULES}`,
    status: 201,
    response: JobPostResponse,
    errors: [400, 413, 415, 422],
  })
  create(@CurrentActor() actor: Actor, @Body() dto: CreateJobPostDto): Promise<JobPostResponse> {
    return this.posts.create(actor, dto);
  }

  @Get()
  @Operation({ summary: 'List job posts, newest first', description: 'Filters combine with AND.', response: [JobPostResponse], errors: [422] })
  list(@Query() query: ListJobPostsDto): Promise<Page<JobPostResponse>> {
    return this.posts.list(query);
  }

  @Get(':id')
  @Operation({ summary: 'Get a job post', response: JobPostResponse, errors: [404, 422] })
  get(@Param('id', ParseUuidPipe) id: string): Promise<JobPostResponse> {
    return this.posts.get(id);
  }

  @Patch(':id')
  @Operation({
    summary: 'Update a job post',
    description: `Only the fields sent change (\`form\` is replaced whole); \`jobId\` cannot change. A live post's changes are public at once. ${FORM_RULES}`,
    response: JobPostResponse,
    errors: [400, 404, 413, 415, 422],
  })
  update(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: UpdateJobPostDto): Promise<JobPostResponse> {
    return this.posts.update(actor, id, dto);
  }

  @Delete(':id')
  @Operation({
    summary: 'Delete a job post',
    description: 'Only a draft or closed post (409 INVALID_STATE for a live one: close it first); afterwards it is 404 everywhere.',
    response: DeletedSchema,
    errors: [404, 409, 422],
  })
  delete(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<{ deleted: true }> {
    return this.posts.delete(actor, id);
  }

  @Post(':id/publish')
  @Operation({
    summary: 'Publish a job post',
    description:
      'draft or closed → live (sets publishedAt, again on a republish). The job must be open: 409 INVALID_STATE with the job’s status ' +
      'otherwise (`details.allowed` ["open"]); an already live post is 409 INVALID_STATE. No body.',
    response: JobPostResponse,
    errors: [404, 409, 422],
  })
  publish(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<JobPostResponse> {
    return this.posts.publish(actor, id);
  }

  @Post(':id/close')
  @Operation({
    summary: 'Close a job post',
    description:
      'live → closed (sets closedAt); 409 INVALID_STATE from draft or closed. Closing the job, or moving it off open, closes its live posts. No body.',
    response: JobPostResponse,
    errors: [404, 409, 422],
  })
  close(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<JobPostResponse> {
    return this.posts.close(actor, id);
  }
}
