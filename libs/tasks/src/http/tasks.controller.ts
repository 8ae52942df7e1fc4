import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiResource, CurrentActor, DeletedSchema, Operation, ParseUuidPipe, type Actor, type Page } from '@app/core';
import { TasksService } from '../tasks.service';
import { ListTasksDto } from './dto/list-tasks.dto';
import { CreateTaskDto, UpdateTaskDto } from './dto/task.dto';
import { TaskResponse } from '../representation/task-response.dto';

@Controller('tasks')
@ApiResource('tasks', 'Tasks')
export class TasksController {
  constructor(private readonly tasks: TasksService) {}

  @Post()
  @Operation({
    summary: 'Create a task',
    description:
      "Defaults: status pending, priority medium. ownerId must be a user and the link ids must exist (422 otherwise). createdById is the API key's user.",
    status: 201,
    response: TaskResponse,
    errors: [400, 413, 415, 422],
  })
  create(@CurrentActor() actor: Actor, @Body() dto: CreateTaskDto): Promise<TaskResponse> {
    return this.tasks.create(actor, dto);
  }

  @Get()
  @Operation({ summary: 'List tasks, newest first', description: 'Filters combine with AND.', response: [TaskResponse], errors: [422] })
  list(@Query() query: ListTasksDto): Promise<Page<TaskResponse>> {
    return this.tasks.list(query);
  }

  @Get(':id')
  @Operation({
    summary: 'Get a task',
    description: 'The task, with the ids of what it links to (owner, candidate, application, job, interview); completedAt is set while it is completed.',
    response: TaskResponse,
    errors: [404, 422],
  })
  get(@Param('id', ParseUuidPipe) id: string): Promise<TaskResponse> {
    return this.tasks.get(id);
  }

  @Patch(':id')
  @Operation({
    summary: 'Update a task',
    description:
      'Only the fields sent change; null clears description, dueDate, ownerId and the links. Any status move is allowed: ' +
      'completedAt is set when the status becomes completed and cleared when it leaves completed.',
    response: TaskResponse,
    errors: [400, 404, 413, 415, 422],
  })
  update(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: UpdateTaskDto): Promise<TaskResponse> {
    return this.tasks.update(actor, id, dto);
  }

  @Delete(':id')
  @Operation({ summary: 'Delete a task', response: DeletedSchema, errors: [404, 422] })
  remove(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<{ deleted: true }> {
    return this.tasks.remove(actor, id);
  }
}
