import { ApiProperty } from '@nestjs/swagger';
import { SCORECARD_RATINGS } from '../domain/scorecard-rules';

export class CriterionResponse {
  @ApiProperty() name: string;
  @ApiProperty({ enum: SCORECARD_RATINGS, enumName: 'ScorecardRating' }) rating: string;
  @ApiProperty({ type: String, nullable: true }) comment: string | null;
}

/** The spec's Scorecard: exactly these fields, null when unset. */
export class ScorecardResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) candidateId: string;
  @ApiProperty({ format: 'uuid' }) applicationId: string;
  @ApiProperty({ format: 'uuid' }) stageId: string;
  @ApiProperty({ description: 'The stage name when the scorecard was written' }) stageName: string;
  @ApiProperty({ format: 'uuid', description: 'The user behind the API key that wrote it' }) authorId: string;
  @ApiProperty({ enum: SCORECARD_RATINGS, enumName: 'ScorecardRating' }) rating: string;
  @ApiProperty({ type: String, nullable: true }) comment: string | null;
  @ApiProperty({ type: [CriterionResponse] }) criteria: CriterionResponse[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
