import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiResource, CurrentActor, Operation, ParseUuidPipe, type Actor, type Page } from '@app/core';
import { ApprovalResponse } from '@app/approvals';
import { OffersService } from '../offers.service';
import { ListOffersDto } from './dto/list-offers.dto';
import { CreateOfferDto, OfferDecisionDto, UpdateOfferDto } from './dto/offer.dto';
import { OfferResponse } from '../representation/offer-response.dto';

@Controller('offers')
@ApiResource('offers', 'Offers')
export class OffersController {
  constructor(private readonly offers: OffersService) {}

  @Post()
  @Operation({
    summary: 'Create a draft offer',
    description:
      'The application must exist (422) and be active (409 INVALID_STATE); the offer takes its candidate and job. `expiresAt`, when set, must be ' +
      "in the future; `openingId`, when set, an open opening of the application's job (422).",
    status: 201,
    response: OfferResponse,
    errors: [400, 409, 413, 415, 422],
  })
  create(@CurrentActor() actor: Actor, @Body() dto: CreateOfferDto): Promise<OfferResponse> {
    return this.offers.create(actor, dto);
  }

  @Get()
  @Operation({ summary: 'List offers, newest first', description: 'Filters combine with AND.', response: [OfferResponse], errors: [422] })
  list(@Query() query: ListOffersDto): Promise<Page<OfferResponse>> {
    return this.offers.list(query);
  }

  @Get(':id')
  @Operation({
    summary: 'Get an offer',
    description: 'The offer; a sent offer past expiresAt reads as expired (computed when read, never stored).',
    response: OfferResponse,
    errors: [404, 422],
  })
  get(@Param('id', ParseUuidPipe) id: string): Promise<OfferResponse> {
    return this.offers.get(id);
  }

  @Patch(':id')
  @Operation({
    summary: "Change a draft offer's terms",
    description:
      'The fields of the create but `applicationId`, each optional; only a draft changes (409 INVALID_STATE otherwise). `expiresAt` must be in ' +
      "the future and `openingId` an open opening of the offer's job (422).",
    response: OfferResponse,
    errors: [400, 404, 409, 413, 415, 422],
  })
  update(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: UpdateOfferDto): Promise<OfferResponse> {
    return this.offers.update(actor, id, dto);
  }

  @Post(':id/send')
  @Operation({
    summary: 'Send a draft offer',
    description:
      'draft → sent (sets sentAt). 409 INVALID_STATE otherwise, when expiresAt has passed, or when the application is no longer active; ' +
      '409 APPROVAL_REQUIRED while an offer_send approval flow is set and the offer has no approved approval; 409 NO_OPEN_OPENING when the ' +
      'job has openings and none is open. No body.',
    response: OfferResponse,
    errors: [404, 409, 422],
  })
  send(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<OfferResponse> {
    return this.offers.send(actor, id);
  }

  @Post(':id/request-approval')
  @Operation({
    summary: 'Ask for approval to send a draft offer',
    description:
      'A pending approval with the offer_send flow’s steps. 409 CONFLICT with no flow or with one pending already; 409 INVALID_STATE ' +
      'when the offer is not a draft. Until it is approved, sending is 409 APPROVAL_REQUIRED; changing the salary, currency, equity or ' +
      'start date afterwards cancels it. No body.',
    status: 202,
    response: ApprovalResponse,
    errors: [404, 409, 422],
  })
  requestApproval(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<ApprovalResponse> {
    return this.offers.requestApproval(actor, id);
  }

  @Post(':id/withdraw')
  @Operation({
    summary: 'Withdraw an offer',
    description: 'draft or sent (not expired) → withdrawn; 409 INVALID_STATE otherwise. No body.',
    response: OfferResponse,
    errors: [404, 409, 422],
  })
  withdraw(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<OfferResponse> {
    return this.offers.withdraw(actor, id);
  }

  @Post(':id/decision')
  @Operation({
    summary: "Record the candidate's decision on an offer",
    description:
      'The offer must be sent and not past expiresAt (409 INVALID_STATE). Sets decidedAt; `accepted` also marks the application ' +
      'hired in the same transaction (409 INVALID_STATE, and nothing saved, when the application is no longer active) and fills the opening ' +
      "the offer names, or the job's oldest open one (none open: the hire stands without one).",
    response: OfferResponse,
    errors: [400, 404, 409, 413, 415, 422],
  })
  decide(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: OfferDecisionDto): Promise<OfferResponse> {
    return this.offers.decide(actor, id, dto.decision);
  }
}
