import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiResource, CurrentActor, DeletedSchema, Operation, ParseUuidPipe, type Actor, type Page } from '@app/core';
import { OrgUnitsService } from '../org-units.service';
import { OfficeResponse } from '../representation/org-unit-response.dto';
import { CreateOfficeDto, ListOrgUnitsDto, UpdateOfficeDto } from './dto/org-unit.dto';

@Controller('offices')
@ApiResource('organization', 'Organization')
export class OfficesController {
  constructor(private readonly units: OrgUnitsService) {}

  @Post()
  @Operation({
    summary: 'Create an office',
    description: 'Under `parentId` (an existing office) or as a root; a tree takes ten levels at most (an 11th is 422 at parentId).',
    status: 201,
    response: OfficeResponse,
    errors: [400, 413, 415, 422],
  })
  create(@CurrentActor() actor: Actor, @Body() dto: CreateOfficeDto): Promise<OfficeResponse> {
    return this.units.create(actor, 'office', dto) as Promise<OfficeResponse>;
  }

  @Get()
  @Operation({ summary: 'List offices, newest first', response: [OfficeResponse], errors: [422] })
  list(@Query() query: ListOrgUnitsDto): Promise<Page<OfficeResponse>> {
    return this.units.list('office', query) as Promise<Page<OfficeResponse>>;
  }

  @Get(':id')
  @Operation({ summary: 'Get an office', response: OfficeResponse, errors: [404, 422] })
  get(@Param('id', ParseUuidPipe) id: string): Promise<OfficeResponse> {
    return this.units.get('office', id) as Promise<OfficeResponse>;
  }

  @Patch(':id')
  @Operation({
    summary: 'Update an office',
    description:
      'Only the fields sent change. A new `parentId` must not be the office itself or one of its descendants, ' +
      'and the moved subtree must fit in ten levels (422 at parentId).',
    response: OfficeResponse,
    errors: [400, 404, 413, 415, 422],
  })
  update(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: UpdateOfficeDto): Promise<OfficeResponse> {
    return this.units.update(actor, 'office', id, dto) as Promise<OfficeResponse>;
  }

  @Delete(':id')
  @Operation({
    summary: 'Delete an office',
    description: '409 CONFLICT while a job or a child office uses it, with `details` `{ jobs, children }` (counts).',
    response: DeletedSchema,
    errors: [404, 409, 422],
  })
  delete(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<{ deleted: true }> {
    return this.units.delete(actor, 'office', id);
  }
}
