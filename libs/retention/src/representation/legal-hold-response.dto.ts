import { ApiProperty } from '@nestjs/swagger';

/** A legal hold (docs/api/retention.md#legal-holds). */
export class LegalHoldResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Smith v. Acme' }) name: string;
  @ApiProperty({ example: 'Litigation: keep every record of the applicants to the 2026 sales roles' }) reason: string;
  @ApiProperty({ type: [String], format: 'uuid', description: 'The candidates it covers by id; [] when it covers jobs or all' }) candidateIds: string[];
  @ApiProperty({ type: [String], format: 'uuid', description: 'It covers every candidate with an application to one of these jobs; [] otherwise' })
  jobIds: string[];
  @ApiProperty({ description: 'It covers every candidate' }) all: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was released; null while in force' }) releasedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
