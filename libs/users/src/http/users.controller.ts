import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiResource, CurrentActor, Operation, PageQueryDto, ParseUuidPipe, RequireRole, type Actor, type Page } from '@app/core';
import { UsersService } from '../users.service';
import { CreateUserDto } from './dto/create-user.dto';
import { UserResponse } from '../representation/user-response.dto';

@Controller('users')
@ApiResource('users', 'Users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Post()
  @Operation({ summary: 'Create a user', status: 201, response: UserResponse, errors: [400, 409, 413, 415, 422] })
  create(@Body() dto: CreateUserDto): Promise<UserResponse> {
    return this.users.create(dto);
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
