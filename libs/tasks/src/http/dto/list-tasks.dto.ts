import { EnumField, PageQueryDto, UuidField } from '@app/core';
import { TASK_STATUSES, type TaskStatus } from '../../domain/task-rules';
import type { ListTasksQuery } from '../../representation/task-requests';

export class ListTasksDto extends PageQueryDto implements ListTasksQuery {
  @UuidField({ optional: true, description: 'Only tasks owned by this user' }) ownerId?: string;
  @EnumField(TASK_STATUSES, { optional: true, enumName: 'TaskStatus' }) status?: TaskStatus;
  @UuidField({ optional: true, description: 'Only tasks about this candidate' }) candidateId?: string;
  @UuidField({ optional: true, description: 'Only tasks about this application' }) applicationId?: string;
}
