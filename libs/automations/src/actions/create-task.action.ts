import { Injectable } from '@nestjs/common';
import { ApiSchema } from '@nestjs/swagger';
import { EnumField, IntegerField, referenceTo, TextField, UuidField } from '@app/core';
import { TASK_PRIORITIES, TasksService, type TaskPriority } from '@app/tasks';
import { subjectIdsOf } from './action-subjects';
import type { ActionContext, AutomationAction } from './automation-action';

/** A task is due at most a year after the run that made it. */
export const MAX_DUE_IN_HOURS = 8760;

@ApiSchema({ description: "create_task: a task linked to the trigger event's candidate and application when it carries them. Output: { taskId }" })
export class CreateTaskConfig {
  @TextField({ min: 1, max: 200, example: 'Call the candidate' }) title: string;
  @EnumField(TASK_PRIORITIES, { optional: true, enumName: 'TaskPriority', description: 'Default medium', example: 'high' }) priority?: TaskPriority;
  @IntegerField({
    optional: true,
    min: 1,
    max: MAX_DUE_IN_HOURS,
    description: 'dueDate = the time the step runs + this many hours; no dueDate when omitted',
    example: 48,
  })
  dueInHours?: number;
  @UuidField({ optional: true, ...referenceTo('An existing user (the step fails otherwise)') }) ownerId?: string;
}

/** The task's dueDate, `dueInHours` after `now`, or null. */
export function dueDateAfter(dueInHours: number | undefined, now: Date): string | null {
  return dueInHours === undefined ? null : new Date(now.getTime() + dueInHours * 3_600_000).toISOString();
}

/** `create_task`: a task linked to the trigger event's candidate and application when it carries them. */
@Injectable()
export class CreateTaskAction implements AutomationAction<CreateTaskConfig> {
  readonly type = 'create_task';
  readonly configType = CreateTaskConfig;
  readonly external = false;
  readonly subject = null;

  constructor(private readonly tasks: TasksService) {}

  async execute(config: CreateTaskConfig, context: ActionContext): Promise<Record<string, unknown>> {
    const { candidateId, applicationId } = subjectIdsOf(context.event.type, context.event.data);
    const task = await this.tasks.create(context.actor, {
      title: config.title,
      priority: config.priority,
      dueDate: dueDateAfter(config.dueInHours, new Date()),
      ownerId: config.ownerId ?? null,
      candidateId,
      applicationId,
    });
    return { taskId: task.id };
  }
}
