import { defineContext, defineResource } from '@app/core';
import { JobsModule } from './jobs.module';
import { JobsHttpModule } from './jobs-http.module';
import { Jobs1763700000300 } from './persistence/migrations/1763700000300-jobs';
import { JobsUpdatedAt1763707000003 } from './persistence/migrations/1763707000003-jobs-updated-at';
import { HiringTeams1795732030530 } from './persistence/migrations/1795732030530-hiring-teams';
import { JobOrganization1795800000100 } from './persistence/migrations/1795800000100-job-organization';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface ActivityEntityTypes {
    job: true;
  }
  interface EventTypes {
    'job.created': true;
    'job.updated': true;
    'job.closed': true;
    'job.stage_created': true;
    'job.stage_updated': true;
    'job.stage_deleted': true;
    'job.hiring_team_updated': true;
  }
  interface ScopeResources {
    jobs: true;
  }
}

/** Jobs and their pipeline stages. */
export const JOBS_CONTEXT = defineContext({
  name: 'jobs',
  module: JobsModule,
  httpModule: JobsHttpModule,
  activityEntityTypes: ['job'],
  events: [
    ...(['job.created', 'job.updated', 'job.closed'] as const).map((type) => ({
      type,
      entityType: 'job' as const,
      subjects: {},
      resource: { type: 'job', idKey: 'id' },
    })),
    // A stage is part of its job's representation.
    ...(['job.stage_created', 'job.stage_updated', 'job.stage_deleted'] as const).map((type) => ({
      type,
      entityType: 'job' as const,
      subjects: {},
      resource: { type: 'job', idKey: 'jobId' },
    })),
    // The team is part of who reaches the job (docs/api/access.md#hiring-teams); the change feed carries the job.
    { type: 'job.hiring_team_updated' as const, entityType: 'job' as const, subjects: {}, resource: { type: 'job', idKey: 'jobId' } },
  ],
  scopes: [{ resource: 'jobs' }],
  // Presented by JobChangeFeed, with its stages.
  resources: [defineResource({ type: 'job', reach: { kind: 'job' } })],
  migrations: [Jobs1763700000300, JobsUpdatedAt1763707000003, HiringTeams1795732030530, JobOrganization1795800000100],
});
