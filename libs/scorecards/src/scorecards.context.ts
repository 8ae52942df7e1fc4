import { defineContext } from '@app/core';
import { ScorecardsModule } from './scorecards.module';
import { ScorecardsHttpModule } from './scorecards-http.module';

/** Scorecards. */
export const SCORECARDS_CONTEXT = defineContext({
  name: 'scorecards',
  module: ScorecardsModule,
  httpModule: ScorecardsHttpModule,
});
