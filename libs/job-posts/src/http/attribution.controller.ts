import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiResource, Operation, ParseUuidPipe } from '@app/core';
import { AttributionService } from '../attribution.service';
import { AttributionResponse, ReferralLinkResponse } from '../representation/attribution-response.dto';
import { CreateReferralLinkDto } from './dto/referral-link.dto';

@Controller('referral-links')
@ApiResource('job_posts', 'Job posts')
export class ReferralLinksController {
  constructor(private readonly attribution: AttributionService) {}

  @Post()
  @Operation({
    summary: 'Create a referral link for an employee',
    description:
      'A code for the referrer (an active user) and the link that carries it (`ref=<code>`), to one post or to every post. ' +
      'An apply that sends the code as `ref` is credited to the referrer (GET /applications/{id}/attribution).',
    status: 201,
    response: ReferralLinkResponse,
    errors: [400, 413, 415, 422],
  })
  create(@Body() dto: CreateReferralLinkDto): Promise<ReferralLinkResponse> {
    return this.attribution.createLink(dto);
  }
}

@Controller('applications')
@ApiResource('applications', 'Applications')
export class AttributionController {
  constructor(private readonly attribution: AttributionService) {}

  @Get(':id/attribution')
  @Operation({
    summary: 'Where an application came from: first and last touch, and the referrer',
    description:
      'Each touch `{ source, medium, campaign, ref, at }` of a careers-site apply; a reapply moves the last touch. ' +
      'An application made through the API has both null. 404 for an application out of reach.',
    response: AttributionResponse,
    errors: [404, 422],
  })
  get(@Param('id', ParseUuidPipe) id: string): Promise<AttributionResponse> {
    return this.attribution.of(id);
  }
}
