import { DateTimeField, EnumField, LowerCaseUuid, referenceTo, TextField, UuidField } from '@app/core';
import { TASK_PRIORITIES, TASK_STATUSES, type TaskPriority, type TaskStatus } from '../../domain/task-rules';
import type { CreateTaskInput, UpdateTaskInput } from '../../representation/task-requests';

/**
 * The task fields (POST /tasks, PATCH /tasks/{id}), declared once. On create only `title` is required; on PATCH every
 * field is optional, title, status and priority refuse null, the others accept null to clear them.
 */
function taskFields(forPatch: boolean) {
  class TaskFields {
    @TextField({ min: 1, max: 200, optional: forPatch, example: 'Call references' }) title: string;
    @TextField({ max: 2000, optional: true, nullable: true, example: 'Two references from the last role.' }) description?: string | null;
    @EnumField(TASK_STATUSES, {
      optional: true,
      enumName: 'TaskStatus',
      description: forPatch ? 'Any move is allowed; completedAt follows' : 'Default pending',
      example: 'in_progress',
    })
    status?: TaskStatus;
    @EnumField(TASK_PRIORITIES, { optional: true, enumName: 'TaskPriority', description: forPatch ? undefined : 'Default medium', example: 'high' })
    priority?: TaskPriority;
    @DateTimeField({
      optional: true,
      nullable: true,
      description: 'YYYY-MM-DDTHH:MM[:SS[.fraction]]Z, calendar-valid; stored to the millisecond',
      example: '2026-11-28T17:00Z',
    })
    dueDate?: string | null;
    @TextField({ min: 1, max: 120, optional: true, nullable: true, ...referenceTo("An existing user's id (422 otherwise)") })
    @LowerCaseUuid()
    ownerId?: string | null;
    @UuidField({ optional: true, nullable: true, ...referenceTo('An existing candidate') }) candidateId?: string | null;
    @UuidField({ optional: true, nullable: true, ...referenceTo('An existing application') }) applicationId?: string | null;
    @UuidField({ optional: true, nullable: true, ...referenceTo('An existing, not deleted job') }) jobId?: string | null;
    @UuidField({ optional: true, nullable: true, ...referenceTo('An existing interview') }) interviewId?: string | null;
  }
  return TaskFields;
}

type TaskFields = InstanceType<ReturnType<typeof taskFields>>;

/** POST /tasks (docs/api/resources.md#tasks). No other keys are accepted. */
export class CreateTaskDto extends taskFields(false) implements CreateTaskInput {}

/** PATCH /tasks/{id}: only the fields sent change; `{}` changes nothing. */
export class UpdateTaskDto extends (taskFields(true) as new () => Partial<TaskFields>) implements UpdateTaskInput {}
