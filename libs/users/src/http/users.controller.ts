import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiResource, Operation, PageQueryDto, ParseUuidPipe, type Page } from '@app/core';
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
}
