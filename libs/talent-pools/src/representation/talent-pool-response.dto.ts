import { ApiProperty } from '@nestjs/swagger';

export class TalentPoolResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Senior backend engineers' }) name: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class PoolEntryResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) poolId: string;
  @ApiProperty({ format: 'uuid' }) candidateId: string;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ format: 'uuid', description: 'The user behind the API key that added the candidate' }) addedById: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
