import { Controller, Get, Param, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ApiResource, RequireRole, type ExactResponse } from '@app/core';
import { ScimUsersService } from '../scim-users.service';
import { ScimBaseUrl } from './scim-base-url';
import { ScimExceptionFilter } from './scim-exception.filter';

/** What the service supports, its schemas and resource types (RFC 7644 §4), for an identity provider's set-up. */
@Controller('scim/v2')
@ApiExcludeController()
@ApiResource('scim', 'SCIM')
@RequireRole('admin')
@UseFilters(ScimExceptionFilter)
export class ScimDiscoveryController {
  constructor(private readonly scim: ScimUsersService) {}

  @Get('ServiceProviderConfig')
  serviceProviderConfig(@ScimBaseUrl() baseUrl: string): ExactResponse {
    return this.scim.serviceProviderConfig(baseUrl);
  }

  @Get('Schemas')
  schemas(@ScimBaseUrl() baseUrl: string): ExactResponse {
    return this.scim.schemas(baseUrl);
  }

  @Get('Schemas/:id')
  schema(@Param('id') id: string, @ScimBaseUrl() baseUrl: string): ExactResponse {
    return this.scim.schemas(baseUrl, id);
  }

  @Get('ResourceTypes')
  resourceTypes(@ScimBaseUrl() baseUrl: string): ExactResponse {
    return this.scim.resourceTypes(baseUrl);
  }

  @Get('ResourceTypes/:id')
  resourceType(@Param('id') id: string, @ScimBaseUrl() baseUrl: string): ExactResponse {
    return this.scim.resourceTypes(baseUrl, id);
  }
}
