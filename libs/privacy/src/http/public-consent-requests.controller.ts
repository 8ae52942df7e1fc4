import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { Operation, PublicRoute } from '@app/core';
import { ConsentRequestsService } from '../consent-requests.service';
import { PublicConsentRequestResponse } from '../representation/consent-response.dto';
import { DecideConsentRequestDto } from './dto/consent-request.dto';

const PUBLIC = 'No API key: the token in the path is the credential. An unknown token is 404.';

@Controller('public/consent-requests')
@PublicRoute('Privacy (public)')
export class PublicConsentRequestsController {
  constructor(private readonly requests: ConsentRequestsService) {}

  @Get(':token')
  @Operation({
    summary: 'What a consent request asks',
    description: `The purpose and the request's status, never the candidate's data. ${PUBLIC}`,
    response: PublicConsentRequestResponse,
    errors: [404],
  })
  get(@Param('token') token: string): Promise<PublicConsentRequestResponse> {
    return this.requests.publicView(token);
  }

  @Post(':token')
  @Operation({
    summary: 'Give or decline the consent a request asks for',
    description:
      '`give` records the consent (`source: consent_request`); `decline` withdraws the purpose’s `given` consent, if any. ' +
      `A request decided already or expired is 404, like an unknown token. ${PUBLIC}`,
    response: PublicConsentRequestResponse,
    errors: [400, 404, 413, 415, 422],
  })
  decide(@Param('token') token: string, @Body() dto: DecideConsentRequestDto): Promise<PublicConsentRequestResponse> {
    return this.requests.decide(token, dto.decision);
  }
}
