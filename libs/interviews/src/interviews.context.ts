import { defineContext, defineResource } from '@app/core';
import { InterviewsModule } from './interviews.module';
import { InterviewsHttpModule } from './interviews-http.module';
import { InterviewEntity } from './persistence/interview.entity';
import { presentInterview } from './representation/interview.presenter';

/** Interviews. */
export const INTERVIEWS_CONTEXT = defineContext({
  name: 'interviews',
  module: InterviewsModule,
  httpModule: InterviewsHttpModule,
  resources: [defineResource({ type: 'interview', scope: 'interviews', entity: InterviewEntity, present: presentInterview, candidateColumn: 'candidate_id' })],
});
