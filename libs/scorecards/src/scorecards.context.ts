import { defineContext } from '@app/core';
import { ScorecardsModule } from './scorecards.module';
import { ScorecardsHttpModule } from './scorecards-http.module';

/** Scorecards. Composed by apps/installation.ts (docs/architecture.md). */
export const SCORECARDS_CONTEXT = defineContext({
  name: 'scorecards',
  module: ScorecardsModule,
  httpModule: ScorecardsHttpModule,
});
