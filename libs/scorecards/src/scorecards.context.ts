import { defineContext, defineResource } from '@app/core';
import { ScorecardsModule } from './scorecards.module';
import { ScorecardsHttpModule } from './scorecards-http.module';
import { ScorecardEntity } from './persistence/scorecard.entity';
import { presentScorecard } from './representation/scorecard.presenter';

/** Scorecards. */
export const SCORECARDS_CONTEXT = defineContext({
  name: 'scorecards',
  module: ScorecardsModule,
  httpModule: ScorecardsHttpModule,
  resources: [defineResource({ type: 'scorecard', scope: 'scorecards', entity: ScorecardEntity, present: presentScorecard, candidateColumn: 'candidate_id' })],
});
