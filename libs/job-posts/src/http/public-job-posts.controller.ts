import { Controller, Get, Param, Query, Req, UseGuards } from '@nestjs/common';
import { ApiExtraModels, getSchemaPath } from '@nestjs/swagger';
import type { Request } from 'express';
import { CacheableRead, Operation, ParseUuidPipe, PublicRoute, type ExactResponse, type Page } from '@app/core';
import { JobDistributionService, JSON_LD_MEDIA_TYPE } from '../job-distribution.service';
import { PublicJobPostsService } from '../public-job-posts.service';
import { JobPostingLd } from '../representation/distribution-response.dto';
import { PublicJobPostDetailResponse, PublicJobPostResponse } from '../representation/public-job-post-response.dto';
import { ListPublicJobPostsDto } from './dto/list-public-job-posts.dto';
import { PublicReadLimitGuard } from './public-read-limit.guard';

/** Cached by browsers and CDNs this long: a post's change shows within a minute. */
const MAX_AGE_SECONDS = 60;
const PUBLIC =
  'No API key. Rate limited per client address (PUBLIC_READ_PER_MINUTE); CORS for CAREERS_ALLOWED_ORIGINS. ' +
  '`ETag` and `Cache-Control: public, max-age=60`; `If-None-Match` with the ETag: 304 without a body.';

@Controller('public/job-posts')
@PublicRoute('Careers (public)')
@UseGuards(PublicReadLimitGuard)
export class PublicJobPostsController {
  constructor(
    private readonly posts: PublicJobPostsService,
    private readonly distribution: JobDistributionService,
  ) {}

  @Get()
  @CacheableRead(MAX_AGE_SECONDS)
  @Operation({
    summary: 'List live job posts, newest published first',
    description: `Posts of open jobs on the board (default \`external\`); filters combine with AND. ${PUBLIC}`,
    response: [PublicJobPostResponse],
    errors: [422],
  })
  list(@Query() query: ListPublicJobPostsDto): Promise<Page<PublicJobPostResponse>> {
    return this.posts.list(query);
  }

  @Get(':id')
  @CacheableRead(MAX_AGE_SECONDS, { vary: ['Accept'] })
  @ApiExtraModels(JobPostingLd)
  @Operation({
    summary: 'Get a live job post with its application form and the form’s JSON Schema, or as schema.org JobPosting (JSON-LD)',
    description:
      'A post that is not live, or whose job is not open, is 404 like an unknown id. `Accept: application/ld+json` (preferred over ' +
      '`application/json` by its q-value) answers the bare schema.org `JobPosting` that Google for Jobs reads, `Content-Type: application/ld+json`; ' +
      `any other Accept the JSON envelope. Vary: Accept. ${PUBLIC}`,
    response: PublicJobPostDetailResponse,
    errors: [404, 422],
    alsoContent: { [JSON_LD_MEDIA_TYPE]: { schema: { $ref: getSchemaPath(JobPostingLd) } } },
  })
  get(@Param('id', ParseUuidPipe) id: string, @Req() request: Request): Promise<PublicJobPostDetailResponse | ExactResponse> {
    // Express's negotiation weighs q-values; without Accept, or with one naming neither, the JSON envelope as before.
    const wanted = request.accepts(['application/json', JSON_LD_MEDIA_TYPE]);
    return wanted === JSON_LD_MEDIA_TYPE ? this.distribution.jsonLd(id) : this.posts.get(id);
  }
}
