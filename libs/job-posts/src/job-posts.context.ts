import { defineContext, defineResource, type EventDefinition } from '@app/core';
import { JobPostsModule } from './job-posts.module';
import { CareersEnvironment } from './careers.env';
import { JobPostsHttpModule } from './job-posts-http.module';
import { JobPosts1763711000000 } from './persistence/migrations/1763711000000-job-posts';
import { PublishedJobPosts1763712000000 } from './persistence/migrations/1763712000000-published-job-posts';
import { ApplicationAnswers1763712500000 } from './persistence/migrations/1763712500000-application-answers';
import { JobDistribution1795760000000 } from './persistence/migrations/1795760000000-job-distribution';
import { ReferralLinkDeletion1795761000000 } from './persistence/migrations/1795761000000-referral-link-deletion';

// The names the context adds, typed: events.record() accepts 'job_post.created', @ApiResource 'job_posts'.
declare module '@app/core' {
  interface EventTypes {
    'job_post.created': true;
    'job_post.updated': true;
    'job_post.published': true;
    'job_post.closed': true;
    'job_post.deleted': true;
    'referral_link.created': true;
    'referral_link.deleted': true;
  }
  interface ScopeResources {
    job_posts: true;
    /** Self-identification (EEO) answers of careers-site applies: read only. */
    eeo: true;
  }
}

/** Filed under the post's job in the activity feed (`metadata.jobPostId`); the change feed's `job_post`. */
const JOB_POST_EVENTS: EventDefinition[] = (['job_post.created', 'job_post.updated', 'job_post.published', 'job_post.closed', 'job_post.deleted'] as const).map(
  (type) => ({ type, entityType: 'job', subjects: {}, resource: { type: 'job_post', idKey: 'id' } }),
);

/** Referral links hold no candidate data: not filed in the activity feed; the change feed's `referral_link`. */
const REFERRAL_LINK_EVENTS: EventDefinition[] = (['referral_link.created', 'referral_link.deleted'] as const).map((type) => ({
  type,
  entityType: null,
  subjects: {},
  resource: { type: 'referral_link', idKey: 'id' },
}));

/** Job posts: a job's public face on careers sites, with its application form (docs/api/careers.md). */
export const JOB_POSTS_CONTEXT = defineContext({
  name: 'job-posts',
  module: JobPostsModule,
  httpModule: JobPostsHttpModule,
  migrations: [
    JobPosts1763711000000,
    PublishedJobPosts1763712000000,
    ApplicationAnswers1763712500000,
    JobDistribution1795760000000,
    ReferralLinkDeletion1795761000000,
  ],
  config: [CareersEnvironment],
  events: [...JOB_POST_EVENTS, ...REFERRAL_LINK_EVENTS],
  scopes: [{ resource: 'job_posts' }, { resource: 'eeo', readOnly: true }],
  // A post is reached through its job; a referral link by every user. Presented by their @ChangeFeedResource loaders.
  resources: [
    defineResource({ type: 'job_post', reach: { through: 'job', table: 'job_posts', column: 'job_id' } }),
    defineResource({ type: 'referral_link', reach: 'installation' }),
  ],
});
