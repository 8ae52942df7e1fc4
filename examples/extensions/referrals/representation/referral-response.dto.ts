import { ApiProperty } from '@nestjs/swagger';

export class ReferralResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null once the candidate was erased' }) candidateId: string | null;
  @ApiProperty() referrerName: string;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
