import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { ApiErrorResponses, CacheableRead, PublicRoute, type ExactResponse } from '@app/core';
import { JobDistributionService } from '../job-distribution.service';
import { FEED_XML_EXAMPLE, FeedJobResponse } from '../representation/distribution-response.dto';
import { FeedQueryDto } from './dto/feed-query.dto';
import { PublicReadLimitGuard } from './public-read-limit.guard';

/** Job aggregators poll feeds: five minutes of cache keeps the polling cheap. */
const MAX_AGE_SECONDS = 300;
const FEED =
  'Every live post of the board (default `external`), newest published first, unpaginated. No API key; rate limited per client ' +
  'address (PUBLIC_READ_PER_MINUTE); CORS for CAREERS_ALLOWED_ORIGINS. `ETag` and `Cache-Control: public, max-age=300`; ' +
  '`If-None-Match` with the ETag: 304 without a body.';

@Controller('public/feeds')
@PublicRoute('Careers (public)')
@UseGuards(PublicReadLimitGuard)
export class PublicFeedsController {
  constructor(private readonly distribution: JobDistributionService) {}

  @Get('jobs.xml')
  @CacheableRead(MAX_AGE_SECONDS)
  @ApiOperation({ summary: 'The board’s live jobs as the XML feed job aggregators read', description: FEED })
  @ApiResponse({
    status: 200,
    description: '`<source><job><title/><date/><referencenumber/><url/><company/><city/><country/><description/><salary/><jobtype/></job>…</source>`',
    content: { 'application/xml': { schema: { type: 'string' }, example: FEED_XML_EXAMPLE } },
  })
  @ApiErrorResponses(422, 500, 503)
  xml(@Query() query: FeedQueryDto): Promise<ExactResponse> {
    return this.distribution.xmlFeed(query.board);
  }

  @Get('jobs.json')
  @CacheableRead(MAX_AGE_SECONDS)
  @ApiOperation({
    summary: 'The board’s live jobs as a JSON feed (the XML feed’s fields)',
    description: `${FEED} The body is \`{ data: [...] }\` alone, as aggregators read it.`,
  })
  @ApiExtraModels(FeedJobResponse)
  @ApiResponse({
    status: 200,
    description: 'Every live post of the board',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['data'],
          additionalProperties: false,
          properties: { data: { type: 'array', items: { $ref: getSchemaPath(FeedJobResponse) } } },
        },
      },
    },
  })
  @ApiErrorResponses(422, 500, 503)
  json(@Query() query: FeedQueryDto): Promise<ExactResponse> {
    return this.distribution.jsonFeedResponse(query.board);
  }
}
