import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ApiResource, CurrentPrincipal, RequireRole, type ExactResponse, type Principal } from '@app/core';
import { ScimUsersService, type ScimUserWrite } from '../scim-users.service';
import { ScimBaseUrl } from './scim-base-url';
import { ScimExceptionFilter } from './scim-exception.filter';
import { ScimUserWriteRequest } from './scim-user-write';

/**
 * SCIM 2.0 Users (docs/api/scim.md), outside /api/v1 and outside the OpenAPI document: SCIM describes itself
 * (/Schemas, /ResourceTypes) and answers in its own format. Scope `scim` and a key whose user is an admin for every method.
 */
@Controller('scim/v2/Users')
@ApiExcludeController()
@ApiResource('scim', 'SCIM')
@RequireRole('admin')
@UseFilters(ScimExceptionFilter)
export class ScimUsersController {
  constructor(private readonly scim: ScimUsersService) {}

  @Get()
  list(
    @Query('filter') filter: string | undefined,
    @Query('startIndex') startIndex: string | undefined,
    @Query('count') count: string | undefined,
    @ScimBaseUrl() baseUrl: string,
  ): Promise<ExactResponse> {
    return this.scim.list({ filter, startIndex, count }, baseUrl);
  }

  // `attributes` (RFC 7644 §3.9) is declared so that it is accepted; it is ignored, as on the other routes that answer a user.
  @Get(':id')
  get(@Param('id') id: string, @Query('attributes') _attributes: unknown, @ScimBaseUrl() baseUrl: string): Promise<ExactResponse> {
    return this.scim.get(id, baseUrl);
  }

  @Post()
  create(
    @CurrentPrincipal() writer: Principal,
    @Body() body: unknown,
    @Query('attributes') _attributes: unknown,
    @ScimBaseUrl() baseUrl: string,
  ): Promise<ExactResponse> {
    return this.scim.create(writer, body, baseUrl);
  }

  @Put(':id')
  replace(@ScimUserWriteRequest() write: ScimUserWrite, @Query('attributes') _attributes: unknown): Promise<ExactResponse> {
    return this.scim.replace(write);
  }

  @Patch(':id')
  patch(@ScimUserWriteRequest() write: ScimUserWrite, @Query('attributes') _attributes: unknown): Promise<ExactResponse> {
    return this.scim.patch(write);
  }

  @Delete(':id')
  remove(@CurrentPrincipal() writer: Principal, @Param('id') id: string): Promise<ExactResponse> {
    return this.scim.remove(writer, id);
  }
}
