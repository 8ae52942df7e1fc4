import { defineContext } from '@app/core';
import { JobsModule } from './jobs.module';
import { JobsHttpModule } from './jobs-http.module';
import { Jobs1763700000300 } from './persistence/migrations/1763700000300-jobs';
import { JobsUpdatedAt1763707000003 } from './persistence/migrations/1763707000003-jobs-updated-at';

/** Jobs and their pipeline stages. */
export const JOBS_CONTEXT = defineContext({
  name: 'jobs',
  module: JobsModule,
  httpModule: JobsHttpModule,
  migrations: [Jobs1763700000300, JobsUpdatedAt1763707000003],
});
