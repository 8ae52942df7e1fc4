import { defineContext } from '@app/core';
import { JobsModule } from './jobs.module';
import { JobsHttpModule } from './jobs-http.module';

/** Jobs and their pipeline stages. */
export const JOBS_CONTEXT = defineContext({
  name: 'jobs',
  module: JobsModule,
  httpModule: JobsHttpModule,
});
