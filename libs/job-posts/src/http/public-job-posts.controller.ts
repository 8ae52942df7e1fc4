import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { CacheableRead, Operation, ParseUuidPipe, PublicRoute, type Page } from '@app/core';
import { PublicJobPostsService } from '../public-job-posts.service';
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
  constructor(private readonly posts: PublicJobPostsService) {}

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
  @CacheableRead(MAX_AGE_SECONDS)
  @Operation({
    summary: 'Get a live job post with its application form and the form’s JSON Schema',
    description: `A post that is not live, or whose job is not open, is 404 like an unknown id. ${PUBLIC}`,
    response: PublicJobPostDetailResponse,
    errors: [404, 422],
  })
  get(@Param('id', ParseUuidPipe) id: string): Promise<PublicJobPostDetailResponse> {
    return this.posts.get(id);
  }
}
