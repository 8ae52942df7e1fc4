import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { ApiResource, CurrentActor, DeletedSchema, Operation, ParseUuidPipe, type Actor, type Page } from '@app/core';
import { ReferralLinksService } from '../referral-links.service';
import { NewReferralLinkResponse, ReferralLinkResponse } from '../representation/attribution-response.dto';
import { CreateReferralLinkDto, ListReferralLinksDto } from './dto/referral-link.dto';

@Controller('referral-links')
@ApiResource('job_posts', 'Job posts')
export class ReferralLinksController {
  constructor(private readonly links: ReferralLinksService) {}

  @Post()
  @Operation({
    summary: 'Create a referral link for an employee',
    description:
      'A code for the referrer (an active user) and the link that carries it (`ref=<code>`), to one post or to every post. ' +
      'An apply that sends the code as `ref` is credited to the referrer (GET /applications/{id}/attribution).',
    status: 201,
    response: NewReferralLinkResponse,
    errors: [400, 413, 415, 422],
  })
  create(@CurrentActor() actor: Actor, @Body() dto: CreateReferralLinkDto): Promise<NewReferralLinkResponse> {
    return this.links.create(actor, dto);
  }

  @Get()
  @Operation({
    summary: 'List referral links, newest first',
    description: 'Filters combine with AND; deleted links are left out.',
    response: [ReferralLinkResponse],
    errors: [422],
  })
  list(@Query() query: ListReferralLinksDto): Promise<Page<ReferralLinkResponse>> {
    return this.links.list(query);
  }

  @Get(':id')
  @Operation({ summary: 'Get a referral link', response: ReferralLinkResponse, errors: [404, 422] })
  get(@Param('id', ParseUuidPipe) id: string): Promise<ReferralLinkResponse> {
    return this.links.get(id);
  }

  @Delete(':id')
  @Operation({
    summary: 'Delete a referral link',
    description:
      'Afterwards it is 404 everywhere and its code credits no apply (an apply that sends it is accepted as with an unknown code); ' +
      'touches already recorded keep it, and the referrer keeps the credit for them.',
    response: DeletedSchema,
    errors: [404, 422],
  })
  delete(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<{ deleted: true }> {
    return this.links.delete(actor, id);
  }
}
