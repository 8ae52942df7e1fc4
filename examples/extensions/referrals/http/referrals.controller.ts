import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiResource, CurrentActor, Operation, ParseUuidPipe, type Actor } from '@app/core';
import { ReferralsService } from '../referrals.service';
import { CreateReferralDto } from './dto/create-referral.dto';
import { ReferralResponse } from '../representation/referral-response.dto';

@Controller('referrals')
@ApiResource('referrals', 'Referrals')
export class ReferralsController {
  constructor(private readonly referrals: ReferralsService) {}

  @Post()
  @Operation({
    summary: 'Record a referral',
    description: "Records the event referral.created (webhooks, automations, the candidate's activity feed).",
    status: 201,
    response: ReferralResponse,
    errors: [400, 413, 415, 422],
  })
  create(@CurrentActor() actor: Actor, @Body() dto: CreateReferralDto): Promise<ReferralResponse> {
    return this.referrals.create(actor, dto);
  }

  @Get(':id')
  @Operation({ summary: 'Get a referral', response: ReferralResponse, errors: [404, 422] })
  get(@Param('id', ParseUuidPipe) id: string): Promise<ReferralResponse> {
    return this.referrals.get(id);
  }
}
