import { defineContext } from '@app/core';
import { ScorecardsModule } from './scorecards.module';
import { ScorecardsHttpModule } from './scorecards-http.module';
import { Scorecards1763700000700 } from './persistence/migrations/1763700000700-scorecards';
import { ScorecardsUpdatedAt1763707000007 } from './persistence/migrations/1763707000007-scorecards-updated-at';

/** Scorecards. */
export const SCORECARDS_CONTEXT = defineContext({
  name: 'scorecards',
  module: ScorecardsModule,
  httpModule: ScorecardsHttpModule,
  migrations: [Scorecards1763700000700, ScorecardsUpdatedAt1763707000007],
});
