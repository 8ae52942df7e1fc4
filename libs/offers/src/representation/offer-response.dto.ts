import { ApiProperty } from '@nestjs/swagger';
import { OFFER_READ_STATUSES, SALARY_PERIODS } from '../domain/offer-rules';

const nullableText = { type: String, nullable: true } as const;
const nullableTimestamp = { type: String, format: 'date-time', nullable: true } as const;

export class OfferResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) applicationId: string;
  @ApiProperty({ format: 'uuid' }) candidateId: string;
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: "The opening its acceptance fills; null: the job's oldest open one" })
  openingId: string | null;
  @ApiProperty({ enum: OFFER_READ_STATUSES, enumName: 'OfferStatus', description: 'A sent offer past expiresAt reads as expired' }) status: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: Number, example: 95000 }) salaryAmount: number;
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ enum: SALARY_PERIODS, enumName: 'SalaryPeriod' }) salaryPeriod: string;
  @ApiProperty(nullableText) equity: string | null;
  @ApiProperty({ ...nullableText, format: 'date' }) startDate: string | null;
  @ApiProperty(nullableTimestamp) expiresAt: string | null;
  @ApiProperty(nullableText) notes: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty(nullableTimestamp) decidedAt: string | null;
  @ApiProperty(nullableTimestamp) sentAt: string | null;
}
