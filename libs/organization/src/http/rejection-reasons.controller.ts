import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiResource, CurrentActor, Operation, PageQueryDto, ParseUuidPipe, type Actor, type Page } from '@app/core';
import { RejectionReasonsService } from '../rejection-reasons.service';
import { RejectionReasonResponse } from '../representation/rejection-reason-response.dto';
import { CreateRejectionReasonDto, UpdateRejectionReasonDto } from './dto/rejection-reason.dto';

@Controller('rejection-reasons')
@ApiResource('organization', 'Organization')
export class RejectionReasonsController {
  constructor(private readonly reasons: RejectionReasonsService) {}

  @Post()
  @Operation({ summary: 'Create a rejection reason', status: 201, response: RejectionReasonResponse, errors: [400, 413, 415, 422] })
  create(@CurrentActor() actor: Actor, @Body() dto: CreateRejectionReasonDto): Promise<RejectionReasonResponse> {
    return this.reasons.create(actor, dto);
  }

  @Get()
  @Operation({ summary: 'List rejection reasons, newest first (archived ones too)', response: [RejectionReasonResponse], errors: [422] })
  list(@Query() query: PageQueryDto): Promise<Page<RejectionReasonResponse>> {
    return this.reasons.list(query);
  }

  @Get(':id')
  @Operation({ summary: 'Get a rejection reason', response: RejectionReasonResponse, errors: [404, 422] })
  get(@Param('id', ParseUuidPipe) id: string): Promise<RejectionReasonResponse> {
    return this.reasons.get(id);
  }

  @Patch(':id')
  @Operation({
    summary: 'Update a rejection reason',
    description: 'Only the fields sent change; `archived: true` retires it (reasons are not deleted).',
    response: RejectionReasonResponse,
    errors: [400, 404, 413, 415, 422],
  })
  update(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: UpdateRejectionReasonDto): Promise<RejectionReasonResponse> {
    return this.reasons.update(actor, id, dto);
  }
}
