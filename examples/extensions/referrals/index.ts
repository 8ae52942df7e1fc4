import { defineExtension, defineResource } from '@app/core';
import { JOB_DEFAULTS } from '@app/jobs';
import { REFERRALS_JOB_DEFAULTS } from './job-defaults';
import { Referrals1764100000000 } from './migrations/1764100000000-referrals';
import { ReferralsOutliveCandidates1764100000100 } from './migrations/1764100000100-referrals-outlive-candidates';
import { ReferralEntity } from './persistence/referral.entity';
import { ReferralsHttpModule } from './referrals-http.module';
import { ReferralsModule } from './referrals.module';
import { ReferralsEnvironment } from './referrals.env';
import { presentReferral } from './representation/referral.presenter';
import { PostToSlackAction } from './slack/post-to-slack.action';
import { SlackClient } from './slack/slack-client';

// The names the extension adds, typed: events.record() accepts 'referral.created', @ApiResource 'referrals'.
declare module '@app/core' {
  interface EventTypes {
    'referral.created': true;
  }
  interface ScopeResources {
    referrals: true;
  }
}

/** A worked example of every seam (docs/extending.md): add it to apps/extensions.ts to install it. */
export const REFERRALS_EXTENSION = defineExtension({
  name: 'referrals',
  module: ReferralsModule,
  httpModule: ReferralsHttpModule,
  actions: { actions: [PostToSlackAction], providers: [SlackClient] },
  migrations: [Referrals1764100000000, ReferralsOutliveCandidates1764100000100],
  events: [{ type: 'referral.created', entityType: 'candidate', subjects: { candidate: 'candidateId' }, resource: { type: 'referral', idKey: 'id' } }],
  scopes: [{ resource: 'referrals' }],
  // GET /changes presents a referral as its GET does; a merge moves the duplicate's referrals to the survivor.
  resources: [
    defineResource({
      type: 'referral',
      reach: { through: 'candidate', table: 'referrals', column: 'candidate_id' },
      scope: 'referrals',
      entity: ReferralEntity,
      present: presentReferral,
      candidateColumn: 'candidate_id',
    }),
  ],
  config: [ReferralsEnvironment],
  policies: [{ provide: JOB_DEFAULTS, useValue: REFERRALS_JOB_DEFAULTS }],
});

export { ReferralsService } from './referrals.service';
export { PostToSlackAction, PostToSlackConfig } from './slack/post-to-slack.action';
