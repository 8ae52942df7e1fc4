import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiResource, CurrentActor, Operation, PageQueryDto, ParseUuidPipe, RequireRole, type Actor, type Page } from '@app/core';
import { LegalHoldsService } from '../legal-holds.service';
import { LegalHoldResponse } from '../representation/legal-hold-response.dto';
import { CreateLegalHoldDto } from './dto/legal-hold.dto';

@Controller('legal-holds')
@ApiResource('privacy', 'Privacy')
@RequireRole('admin')
export class LegalHoldsController {
  constructor(private readonly holds: LegalHoldsService) {}

  @Post()
  @Operation({
    summary: 'Place a legal hold',
    description:
      'Exactly one of `candidateIds`, `jobIds` (every candidate with an application to one of them) and `all: true`; the others read ' +
      '`[]`, `[]`, `false`. While it is in force, erasing or anonymizing a candidate it covers answers 409 `LEGAL_HOLD`.',
    status: 201,
    response: LegalHoldResponse,
    errors: [400, 413, 415, 422],
  })
  create(@CurrentActor() actor: Actor, @Body() dto: CreateLegalHoldDto): Promise<LegalHoldResponse> {
    return this.holds.create(actor, dto);
  }

  @Get()
  @Operation({ summary: 'List legal holds, newest first', description: 'Released holds too.', response: [LegalHoldResponse], errors: [422] })
  list(@Query() query: PageQueryDto): Promise<Page<LegalHoldResponse>> {
    return this.holds.list(query);
  }

  @Get(':id')
  @Operation({ summary: 'Get a legal hold', response: LegalHoldResponse, errors: [404, 422] })
  get(@Param('id', ParseUuidPipe) id: string): Promise<LegalHoldResponse> {
    return this.holds.get(id);
  }

  @Post(':id/release')
  @Operation({
    summary: 'Release a legal hold',
    description: 'It covers nobody from now on; a hold already released answers 409 `INVALID_STATE`. No body.',
    response: LegalHoldResponse,
    errors: [404, 409, 422],
  })
  release(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<LegalHoldResponse> {
    return this.holds.release(actor, id);
  }
}
