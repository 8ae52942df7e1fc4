import { defineContext, defineResource } from '@app/core';
import { ScorecardsModule } from './scorecards.module';
import { ScorecardsHttpModule } from './scorecards-http.module';
import { ScorecardEntity } from './persistence/scorecard.entity';
import { presentScorecard } from './representation/scorecard.presenter';
import { Scorecards1763700000700 } from './persistence/migrations/1763700000700-scorecards';
import { ScorecardsUpdatedAt1763707000007 } from './persistence/migrations/1763707000007-scorecards-updated-at';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface EventTypes {
    'scorecard.submitted': true;
  }
  interface ScopeResources {
    scorecards: true;
  }
}

/** Scorecards. */
export const SCORECARDS_CONTEXT = defineContext({
  name: 'scorecards',
  module: ScorecardsModule,
  httpModule: ScorecardsHttpModule,
  // Filed under their application, whose id they carry as `applicationId`.
  events: (['scorecard.submitted'] as const).map((type) => ({
    type,
    entityType: 'application',
    subjects: { candidate: 'candidateId', application: 'applicationId' },
    resource: { type: 'scorecard', idKey: 'id' },
  })),
  scopes: [{ resource: 'scorecards' }],
  resources: [
    defineResource({
      type: 'scorecard',
      reach: { through: 'application', table: 'scorecards', column: 'application_id' },
      scope: 'scorecards',
      entity: ScorecardEntity,
      present: presentScorecard,
      candidateColumn: 'candidate_id',
      // Anonymization keeps the ratings (the reports read them) and deletes the words (docs/api/retention.md#anonymization).
      anonymize: (row) => ({ comment: null, criteria: row.criteria.map((criterion) => ({ ...criterion, comment: null })) }),
    }),
  ],
  migrations: [Scorecards1763700000700, ScorecardsUpdatedAt1763707000007],
});
