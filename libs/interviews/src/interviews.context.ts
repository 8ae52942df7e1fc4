import { defineContext, defineResource } from '@app/core';
import { InterviewsModule } from './interviews.module';
import { InterviewsHttpModule } from './interviews-http.module';
import { InterviewEntity } from './persistence/interview.entity';
import { presentInterview } from './representation/interview.presenter';
import { Interviews1763700000500 } from './persistence/migrations/1763700000500-interviews';
import { InterviewsUpdatedAt1763707000005 } from './persistence/migrations/1763707000005-interviews-updated-at';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface EventTypes {
    'interview.scheduled': true;
    'interview.updated': true;
    'interview.canceled': true;
    'interview.completed': true;
  }
  interface ScopeResources {
    interviews: true;
  }
}

/** Interviews. */
export const INTERVIEWS_CONTEXT = defineContext({
  name: 'interviews',
  module: InterviewsModule,
  httpModule: InterviewsHttpModule,
  // Filed under their application, whose id they carry as `applicationId`.
  events: (['interview.scheduled', 'interview.updated', 'interview.canceled', 'interview.completed'] as const).map((type) => ({
    type,
    entityType: 'application',
    subjects: { candidate: 'candidateId', application: 'applicationId' },
    resource: { type: 'interview', idKey: 'id' },
  })),
  scopes: [{ resource: 'interviews' }],
  resources: [
    defineResource({
      type: 'interview',
      reach: { through: 'job', table: 'interviews', column: 'job_id' },
      scope: 'interviews',
      entity: InterviewEntity,
      present: presentInterview,
      candidateColumn: 'candidate_id',
      // Anonymization keeps the times, status and interviewer; the free text that may name the person goes (docs/api/retention.md#anonymization).
      anonymize: () => ({ notes: null, location: null, meetingUrl: null }),
    }),
  ],
  migrations: [Interviews1763700000500, InterviewsUpdatedAt1763707000005],
});
