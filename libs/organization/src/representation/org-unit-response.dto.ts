import { ApiProperty } from '@nestjs/swagger';

const DATE_TIME = { format: 'date-time', example: '2026-11-21T10:00:00.000Z' } as const;

/** A department as its GET, its list, its events and the change feed present it. */
export class DepartmentResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Engineering' }) name: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The parent department; null for a root' }) parentId: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The id another system (HRIS) knows it by', example: 'HR-ENG' }) externalId: string | null;
  @ApiProperty(DATE_TIME) createdAt: string;
  @ApiProperty(DATE_TIME) updatedAt: string;
}

/** An office as its GET, its list, its events and the change feed present it. */
export class OfficeResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Berlin' }) name: string;
  @ApiProperty({ type: String, nullable: true, example: 'Torstraße 1, 10119 Berlin' }) location: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The parent office (a region); null for a root' }) parentId: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The id another system (HRIS) knows it by', example: 'OFF-BER' }) externalId: string | null;
  @ApiProperty(DATE_TIME) createdAt: string;
  @ApiProperty(DATE_TIME) updatedAt: string;
}
