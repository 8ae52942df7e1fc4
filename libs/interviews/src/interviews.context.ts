import { defineContext } from '@app/core';
import { InterviewsModule } from './interviews.module';
import { InterviewsHttpModule } from './interviews-http.module';

/** Interviews. */
export const INTERVIEWS_CONTEXT = defineContext({
  name: 'interviews',
  module: InterviewsModule,
  httpModule: InterviewsHttpModule,
});
