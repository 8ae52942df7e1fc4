import { ApiProperty } from '@nestjs/swagger';
import { TASK_PRIORITIES, TASK_STATUSES } from '../domain/task-rules';

const nullableUuid = { type: String, format: 'uuid', nullable: true } as const;
const nullableTimestamp = { type: String, format: 'date-time', nullable: true } as const;

export class TaskResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ enum: TASK_STATUSES, enumName: 'TaskStatus' }) status: string;
  @ApiProperty({ enum: TASK_PRIORITIES, enumName: 'TaskPriority' }) priority: string;
  @ApiProperty(nullableTimestamp) dueDate: string | null;
  @ApiProperty({ ...nullableTimestamp, description: 'When the task last became completed; null unless completed' }) completedAt: string | null;
  @ApiProperty(nullableUuid) ownerId: string | null;
  @ApiProperty(nullableUuid) candidateId: string | null;
  @ApiProperty(nullableUuid) applicationId: string | null;
  @ApiProperty(nullableUuid) jobId: string | null;
  @ApiProperty(nullableUuid) interviewId: string | null;
  @ApiProperty({ format: 'uuid', description: 'The user behind the API key that created the task' }) createdById: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
