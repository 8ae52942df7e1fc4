import { ApiProperty } from '@nestjs/swagger';

export class FunnelStageResponse {
  @ApiProperty({ format: 'uuid' }) stageId: string;
  @ApiProperty({ example: 'Screen' }) name: string;
  @ApiProperty({ description: 'Applications that were ever in the stage', example: 40 }) entered: number;
  @ApiProperty({ description: 'Of those, the ones later in a stage further down the pipeline', example: 18 }) reachedNext: number;
  @ApiProperty({ type: Number, nullable: true, description: 'reachedNext / entered, 4 decimals; null when entered is 0', example: 0.45 })
  conversionRate: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Nearest-rank median of completed stays, in days (2 decimals)', example: 3.5 })
  medianDaysInStage: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Nearest-rank 90th percentile of completed stays, in days', example: 9.25 })
  p90DaysInStage: number | null;
}

export class FunnelTotalsResponse {
  @ApiProperty({ example: 40 }) applications: number;
  @ApiProperty({ example: 3 }) hired: number;
  @ApiProperty({ example: 20 }) rejected: number;
  @ApiProperty({ example: 2 }) withdrawn: number;
}

export class FunnelResponse {
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty({ type: [FunnelStageResponse], description: 'In pipeline order' }) stages: FunnelStageResponse[];
  @ApiProperty({ type: FunnelTotalsResponse, description: 'Applications created in the window, by their status now' }) totals: FunnelTotalsResponse;
}

export class TimeToHireRowResponse {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The job id, the source (null when none) or the UTC month of the hire (YYYY-MM)',
    example: '2026-11',
  })
  group: string | null;
  @ApiProperty({ example: 4 }) hires: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Nearest-rank median days from appliedAt to the hire', example: 21.5 }) medianDays: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Nearest-rank 90th percentile', example: 34 }) p90Days: number | null;
}

export class SourceRowResponse {
  @ApiProperty({ type: String, nullable: true, example: 'referral' }) source: string | null;
  @ApiProperty({ example: 120 }) applications: number;
  @ApiProperty({ description: 'With at least one interview created, whatever its later status', example: 30 }) reachedInterview: number;
  @ApiProperty({ description: 'With an offer sent', example: 6 }) offers: number;
  @ApiProperty({ example: 4 }) hires: number;
}

export class OffersRowResponse {
  @ApiProperty({ description: 'The job id, or the UTC month of sentAt (YYYY-MM)', example: '2026-11' }) group: string;
  @ApiProperty({ example: 10 }) sent: number;
  @ApiProperty({ example: 6 }) accepted: number;
  @ApiProperty({ example: 2 }) declined: number;
  @ApiProperty({ example: 1 }) expired: number;
  @ApiProperty({ type: Number, nullable: true, description: 'accepted / (accepted + declined + expired), 4 decimals', example: 0.6667 })
  acceptanceRate: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Nearest-rank median days from sentAt to decidedAt (accepted and declined)', example: 2.5 })
  medianDaysToDecision: number | null;
}
