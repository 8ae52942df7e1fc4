import { defineContext } from '@app/core';
import { InterviewsModule } from './interviews.module';
import { InterviewsHttpModule } from './interviews-http.module';

/** Interviews. Composed by apps/installation.ts (docs/architecture.md). */
export const INTERVIEWS_CONTEXT = defineContext({
  name: 'interviews',
  module: InterviewsModule,
  httpModule: InterviewsHttpModule,
});
