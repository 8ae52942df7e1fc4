import { ApiProperty } from '@nestjs/swagger';
import { OPENING_STATUSES } from '../domain/opening-rules';

/** An opening (docs/api/openings.md#the-opening). */
export class OpeningResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty({ example: 'REQ-1042', description: 'The seat’s name, unique per job; the opening’s id unless one was given' }) openingId: string;
  @ApiProperty({ enum: OPENING_STATUSES, enumName: 'OpeningStatus' }) status: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) targetStartDate: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The application hired into it (filled)' }) applicationId: string | null;
  @ApiProperty({ type: String, nullable: true }) closeReason: string | null;
  @ApiProperty({ format: 'date-time' }) openedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was filled or closed' }) closedAt: string | null;
}
