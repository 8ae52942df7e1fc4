import { defineContext } from '@app/core';
import { InterviewsModule } from './interviews.module';
import { InterviewsHttpModule } from './interviews-http.module';
import { Interviews1763700000500 } from './persistence/migrations/1763700000500-interviews';
import { InterviewsUpdatedAt1763707000005 } from './persistence/migrations/1763707000005-interviews-updated-at';

/** Interviews. */
export const INTERVIEWS_CONTEXT = defineContext({
  name: 'interviews',
  module: InterviewsModule,
  httpModule: InterviewsHttpModule,
  migrations: [Interviews1763700000500, InterviewsUpdatedAt1763707000005],
});
