import { defineExtension, defineResource } from '@app/core';
import { customFieldType } from '@app/custom-fields';
import { AssessmentsHttpModule } from './assessments-http.module';
import { AssessmentsModule } from './assessments.module';
import { AssessmentsEnvironment } from './assessments.env';
import { CLEARANCE_LEVEL } from './clearance-level';
import { AssessmentEntity } from './persistence/assessment.entity';
import { Assessments1795840000000 } from './persistence/migrations/1795840000000-assessments';
import { presentAssessment } from './representation/assessment';

// The names the extension adds, typed: events.record() accepts them, @ApiResource 'assessments'.
declare module '@app/core' {
  interface EventTypes {
    'assessment.requested': true;
    'assessment.completed': true;
  }
  interface ScopeResources {
    assessments: true;
  }
}

const event = (type: 'assessment.requested' | 'assessment.completed') => ({
  type,
  entityType: 'candidate' as const,
  subjects: { candidate: 'candidateId' },
  resource: { type: 'assessment', idKey: 'id' },
});

/**
 * A partner context built on the seams of docs/extending.md: a signed callback verified on its raw bytes (a public
 * route with its own limit), a token fetched and cached with core's outbound client, a custom field type with a range
 * filter (`clearance_level`), and a report with CSV from the report kit. Copy it into extensions/ to install it.
 */
export const ASSESSMENTS_EXTENSION = defineExtension({
  name: 'assessments',
  module: AssessmentsModule,
  httpModule: AssessmentsHttpModule,
  migrations: [Assessments1795840000000],
  events: [event('assessment.requested'), event('assessment.completed')],
  scopes: [{ resource: 'assessments' }],
  resources: [
    defineResource({
      type: 'assessment',
      reach: { through: 'candidate', table: 'assessments', column: 'candidate_id' },
      scope: 'assessments',
      entity: AssessmentEntity,
      present: presentAssessment,
      candidateColumn: 'candidate_id',
    }),
  ],
  config: [AssessmentsEnvironment],
  additions: [customFieldType(CLEARANCE_LEVEL)],
});

export { AssessmentsService } from './assessments.service';
export { CLEARANCE_LEVEL } from './clearance-level';
export { signCallback, CALLBACK_SIGNATURE_HEADER } from './domain/callback-signature';
