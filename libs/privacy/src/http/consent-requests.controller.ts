import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiResource, CurrentActor, Operation, ParseUuidPipe, type Actor, type Page, AlsoRequiresScope } from '@app/core';
import { ConsentRequestsService } from '../consent-requests.service';
import { ConsentRequestResponse } from '../representation/consent-response.dto';
import { CreateConsentRequestDto, ListConsentRequestsDto } from './dto/consent-request.dto';

@Controller()
@ApiResource('privacy', 'Privacy')
export class ConsentRequestsController {
  constructor(private readonly requests: ConsentRequestsService) {}

  @Post('candidates/:id/consent-requests')
  @AlsoRequiresScope('candidates')
  @Operation({
    summary: 'Ask a candidate for consent through a link',
    description:
      'The answer’s `url` (`{PUBLIC_BASE_URL}/api/v1/public/consent-requests/{token}`) is shown once: here and in the event ' +
      '`consent.requested`, which a webhook, an automation or a message delivers. Reads show `url: null`.',
    status: 201,
    response: ConsentRequestResponse,
    errors: [400, 404, 413, 415, 422],
  })
  create(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) candidateId: string, @Body() dto: CreateConsentRequestDto): Promise<ConsentRequestResponse> {
    return this.requests.create(actor, candidateId, dto);
  }

  @Get('consent-requests')
  @Operation({
    summary: 'List consent requests, newest first',
    description: 'Filters combine with AND; `status=expired`: pending requests past their `expiresAt`.',
    response: [ConsentRequestResponse],
    errors: [422],
  })
  list(@Query() query: ListConsentRequestsDto): Promise<Page<ConsentRequestResponse>> {
    return this.requests.list(query);
  }

  @Get('consent-requests/:id')
  @Operation({
    summary: 'Get a consent request',
    description: '`url` is null: the link is shown only when the request is made.',
    response: ConsentRequestResponse,
    errors: [404, 422],
  })
  get(@Param('id', ParseUuidPipe) id: string): Promise<ConsentRequestResponse> {
    return this.requests.get(id);
  }
}
