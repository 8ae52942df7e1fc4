import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiResource, Operation, ParseUuidPipe, RequireRole, type Page } from '@app/core';
import { ConsentPurposesService } from '../consent-purposes.service';
import { ConsentPurposeResponse } from '../representation/consent-response.dto';
import { CreateConsentPurposeDto, ListConsentPurposesDto, UpdateConsentPurposeDto } from './dto/consent-purpose.dto';

@Controller('consent-purposes')
@ApiResource('privacy', 'Privacy')
export class ConsentPurposesController {
  constructor(private readonly purposes: ConsentPurposesService) {}

  @Get()
  @Operation({
    summary: 'List consent purposes, newest first',
    description: 'The built-in `application`, `talent_pool` and `messaging` and the installation’s own.',
    response: [ConsentPurposeResponse],
    errors: [422],
  })
  list(@Query() query: ListConsentPurposesDto): Promise<Page<ConsentPurposeResponse>> {
    return this.purposes.list(query);
  }

  @Post()
  @RequireRole('admin')
  @Operation({
    summary: 'Create a consent purpose',
    description: 'Needs a key whose user is an admin. The key is unique (409 CONFLICT) and never changes.',
    status: 201,
    response: ConsentPurposeResponse,
    errors: [400, 409, 413, 415, 422],
  })
  create(@Body() dto: CreateConsentPurposeDto): Promise<ConsentPurposeResponse> {
    return this.purposes.create(dto);
  }

  @Patch(':id')
  @RequireRole('admin')
  @Operation({
    summary: 'Update a consent purpose',
    description: 'Needs a key whose user is an admin. `label`, `description`, `durationDays`; a new duration applies to consents given afterwards.',
    response: ConsentPurposeResponse,
    errors: [400, 404, 413, 415, 422],
  })
  update(@Param('id', ParseUuidPipe) id: string, @Body() dto: UpdateConsentPurposeDto): Promise<ConsentPurposeResponse> {
    return this.purposes.update(id, dto);
  }
}
