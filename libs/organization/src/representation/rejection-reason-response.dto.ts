import { ApiProperty } from '@nestjs/swagger';
import { REJECTION_REASON_TYPES } from '../domain/rejection-reason';

/** A rejection reason as its GET, its list, its events and the change feed present it. */
export class RejectionReasonResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Not enough experience' }) name: string;
  @ApiProperty({ enum: REJECTION_REASON_TYPES, description: 'candidate: the candidate declined; company: the company turned them down' }) type: string;
  @ApiProperty({ description: 'An archived reason stays on past rejections but cannot be given to a new one' }) archived: boolean;
  @ApiProperty({ format: 'date-time', example: '2026-11-21T10:00:00.000Z' }) createdAt: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-21T10:00:00.000Z' }) updatedAt: string;
}
