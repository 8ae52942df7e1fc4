import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiResource, CurrentActor, Operation, ParseUuidPipe, type Actor, type Page, AlsoRequiresScope } from '@app/core';
import { ConsentsService } from '../consents.service';
import { ConsentResponse } from '../representation/consent-response.dto';
import { GiveConsentDto, ListCandidateConsentsDto, ListConsentsDto } from './dto/consent.dto';

@Controller()
@ApiResource('privacy', 'Privacy')
export class ConsentsController {
  constructor(private readonly consents: ConsentsService) {}

  @Post('candidates/:id/consents')
  @AlsoRequiresScope('candidates')
  @Operation({
    summary: 'Record a candidate’s consent for a purpose',
    description:
      '`source: api`. The candidate’s previous `given` consent for the purpose becomes `superseded`. ' +
      '`expiresAt` defaults to `givenAt` plus the purpose’s `durationDays` (null when that is null). Event `consent.given`.',
    status: 201,
    response: ConsentResponse,
    errors: [400, 404, 413, 415, 422],
  })
  give(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) candidateId: string, @Body() dto: GiveConsentDto): Promise<ConsentResponse> {
    return this.consents.give(actor, candidateId, dto);
  }

  @Get('candidates/:id/consents')
  @AlsoRequiresScope('candidates')
  @Operation({ summary: 'List a candidate’s consents, newest first', response: [ConsentResponse], errors: [404, 422] })
  listOfCandidate(@Param('id', ParseUuidPipe) candidateId: string, @Query() query: ListCandidateConsentsDto): Promise<Page<ConsentResponse>> {
    return this.consents.listOfCandidate(candidateId, query);
  }

  @Get('consents')
  @Operation({
    summary: 'List consents, newest first',
    description: 'Every reached candidate’s, for sync; filters combine with AND.',
    response: [ConsentResponse],
    errors: [422],
  })
  list(@Query() query: ListConsentsDto): Promise<Page<ConsentResponse>> {
    return this.consents.list(query);
  }

  @Post('consents/:id/withdraw')
  @Operation({
    summary: 'Withdraw a consent',
    description: 'Only a `given` consent (else 409 INVALID_STATE). Event `consent.withdrawn`.',
    response: ConsentResponse,
    errors: [404, 409, 422],
  })
  withdraw(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<ConsentResponse> {
    return this.consents.withdraw(actor, id);
  }
}
