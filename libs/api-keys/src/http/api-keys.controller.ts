import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiResource, CurrentPrincipal, Operation, PageQueryDto, ParseUuidPipe, type Page, type Principal } from '@app/core';
import { ApiKeysService } from '../api-keys.service';
import { ApiKeyResponse, RotatedApiKeyResponse } from '../representation/api-key-response.dto';
import { CreateApiKeyDto } from './dto/create-api-key.dto';

@Controller('api-keys')
@ApiResource('api_keys', 'API keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Post()
  @Operation({
    summary: 'Create an API key',
    description:
      'The full key is in this response only. A key can grant only scopes it holds; ' +
      'only a `*` key whose user is an admin can create keys for another user (403 with details.requiredRole otherwise).',
    status: 201,
    response: ApiKeyResponse,
    errors: [400, 413, 415, 422],
  })
  create(@CurrentPrincipal() caller: Principal, @Body() dto: CreateApiKeyDto): Promise<ApiKeyResponse> {
    return this.keys.create(caller, dto);
  }

  @Get()
  @Operation({
    summary: 'List API keys, newest first (never the key value)',
    description: "The keys of the calling key's user; a `*` key lists every user's keys.",
    response: [ApiKeyResponse],
    errors: [422],
  })
  list(@CurrentPrincipal() caller: Principal, @Query() query: PageQueryDto): Promise<Page<ApiKeyResponse>> {
    return this.keys.list(caller, query);
  }

  @Get(':id')
  @Operation({
    summary: 'Get an API key (never the key value)',
    description: "Another user's key is 404 unless the calling key has scope `*`.",
    response: ApiKeyResponse,
    errors: [404, 422],
  })
  get(@CurrentPrincipal() caller: Principal, @Param('id', ParseUuidPipe) id: string): Promise<ApiKeyResponse> {
    return this.keys.get(caller, id);
  }

  @Post(':id/revoke')
  @Operation({
    summary: 'Revoke an API key: it stops working on the next request',
    description: "Only a `*` key whose user is an admin can revoke another user's key (403 with details.requiredRole otherwise).",
    response: ApiKeyResponse,
    errors: [404, 409, 422],
  })
  revoke(@CurrentPrincipal() caller: Principal, @Param('id', ParseUuidPipe) id: string): Promise<ApiKeyResponse> {
    return this.keys.revoke(caller, id);
  }

  @Post(':id/rotate')
  @Operation({
    summary: 'Rotate an API key',
    description:
      'Creates a key with the same name, type, environment, scopes and expiry, and revokes the old one at once. ' +
      "Only a `*` key whose user is an admin can rotate another user's key.",
    status: 201,
    response: RotatedApiKeyResponse,
    errors: [404, 409, 422],
  })
  rotate(@CurrentPrincipal() caller: Principal, @Param('id', ParseUuidPipe) id: string): Promise<RotatedApiKeyResponse> {
    return this.keys.rotate(caller, id);
  }
}
