import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiResource,
  CurrentActor,
  CurrentPrincipal,
  Operation,
  PageQueryDto,
  ParseUuidPipe,
  RequireRole,
  type Actor,
  type Page,
  type Principal,
} from '@app/core';
import { UsersService } from '../users.service';
import { CreateUserDto, UpdateUserDto } from './dto/create-user.dto';
import { UserResponse } from '../representation/user-response.dto';

@Controller('users')
@ApiResource('users', 'Users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Post()
  @Operation({
    summary: 'Create a user',
    description: 'Only a key whose user is an admin may create a user with role admin (403 with details.requiredRole otherwise).',
    status: 201,
    response: UserResponse,
    errors: [400, 409, 413, 415, 422],
  })
  create(@CurrentPrincipal() caller: Principal, @Body() dto: CreateUserDto): Promise<UserResponse> {
    return this.users.create(caller, dto);
  }

  @Get()
  @Operation({ summary: 'List users, newest first', response: [UserResponse], errors: [422] })
  list(@Query() query: PageQueryDto): Promise<Page<UserResponse>> {
    return this.users.list(query);
  }

  @Get(':id')
  @Operation({ summary: 'Get a user', response: UserResponse, errors: [404, 422] })
  get(@Param('id', ParseUuidPipe) id: string): Promise<UserResponse> {
    return this.users.get(id);
  }

  @Patch(':id')
  @Operation({
    summary: 'Update a user',
    description:
      'Only the fields sent change. A key whose user is not an admin may change its own user’s name and email only: ' +
      'another user, or any role, needs a key whose user is an admin (403 with details.requiredRole). ' +
      'No request changes the role of the user it acts as (409). A role change records user.role_changed.',
    response: UserResponse,
    errors: [400, 404, 409, 413, 415, 422],
  })
  update(@CurrentPrincipal() caller: Principal, @Param('id', ParseUuidPipe) id: string, @Body() dto: UpdateUserDto): Promise<UserResponse> {
    return this.users.update(caller, id, dto);
  }

  @Post(':id/deactivate')
  @RequireRole('admin')
  @Operation({
    summary: 'Deactivate a user',
    description:
      'Revokes every key of the user at once, on every replica, and keeps their records. ' +
      'A deactivated user cannot own a new key or be acted for (On-Behalf-Of). ' +
      'Needs a key whose user is an admin; 409 when the user is already deactivated or is the one the request acts as.',
    response: UserResponse,
    errors: [404, 409, 422],
  })
  deactivate(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<UserResponse> {
    return this.users.deactivate(actor, id);
  }

  @Post(':id/reactivate')
  @RequireRole('admin')
  @Operation({
    summary: 'Reactivate a user',
    description: 'The user may own keys and be acted for again; the keys revoked by the deactivation stay revoked. Needs a key whose user is an admin.',
    response: UserResponse,
    errors: [404, 409, 422],
  })
  reactivate(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<UserResponse> {
    return this.users.reactivate(actor, id);
  }
}
