import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiResource, CurrentActor, DeletedSchema, Operation, ParseUuidPipe, type Actor, type Page } from '@app/core';
import { OrgUnitsService } from '../org-units.service';
import { DepartmentResponse } from '../representation/org-unit-response.dto';
import { CreateDepartmentDto, ListOrgUnitsDto, UpdateDepartmentDto } from './dto/org-unit.dto';

@Controller('departments')
@ApiResource('organization', 'Organization')
export class DepartmentsController {
  constructor(private readonly units: OrgUnitsService) {}

  @Post()
  @Operation({
    summary: 'Create a department',
    description: 'Under `parentId` (an existing department) or as a root; a tree takes ten levels at most (an 11th is 422 at parentId).',
    status: 201,
    response: DepartmentResponse,
    errors: [400, 413, 415, 422],
  })
  create(@CurrentActor() actor: Actor, @Body() dto: CreateDepartmentDto): Promise<DepartmentResponse> {
    return this.units.create(actor, 'department', dto) as Promise<DepartmentResponse>;
  }

  @Get()
  @Operation({ summary: 'List departments, newest first', response: [DepartmentResponse], errors: [422] })
  list(@Query() query: ListOrgUnitsDto): Promise<Page<DepartmentResponse>> {
    return this.units.list('department', query) as Promise<Page<DepartmentResponse>>;
  }

  @Get(':id')
  @Operation({ summary: 'Get a department', response: DepartmentResponse, errors: [404, 422] })
  get(@Param('id', ParseUuidPipe) id: string): Promise<DepartmentResponse> {
    return this.units.get('department', id) as Promise<DepartmentResponse>;
  }

  @Patch(':id')
  @Operation({
    summary: 'Update a department',
    description:
      'Only the fields sent change. A new `parentId` must not be the department itself or one of its descendants, ' +
      'and the moved subtree must fit in ten levels (422 at parentId).',
    response: DepartmentResponse,
    errors: [400, 404, 413, 415, 422],
  })
  update(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: UpdateDepartmentDto): Promise<DepartmentResponse> {
    return this.units.update(actor, 'department', id, dto) as Promise<DepartmentResponse>;
  }

  @Delete(':id')
  @Operation({
    summary: 'Delete a department',
    description: '409 CONFLICT while a job or a child department uses it, with `details` `{ jobs, children }` (counts).',
    response: DeletedSchema,
    errors: [404, 409, 422],
  })
  delete(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<{ deleted: true }> {
    return this.units.delete(actor, 'department', id);
  }
}
