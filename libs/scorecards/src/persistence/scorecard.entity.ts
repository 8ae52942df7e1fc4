import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { Criterion, ScorecardRating } from '../domain/scorecard-rules';

/** The stage name is kept as it was when the scorecard was written, so renaming or deleting the stage leaves it readable. */
@Entity('scorecards')
export class ScorecardEntity {
  @IdColumn() id: string;
  @Column('uuid') applicationId: string;
  @Column('uuid') candidateId: string;
  @Column('uuid') stageId: string;
  @Column('text') stageName: string;
  @Column('uuid') authorId: string;
  @Column('text') rating: ScorecardRating;
  @Column('text', { nullable: true }) comment: string | null;
  @Column('jsonb') criteria: Criterion[];
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
