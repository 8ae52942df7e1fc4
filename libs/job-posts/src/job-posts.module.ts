import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationsModule } from '@app/applications';
import { CandidatesModule } from '@app/candidates';
import { CustomFieldsModule } from '@app/custom-fields';
import { DocumentsModule } from '@app/documents';
import { JobsModule } from '@app/jobs';
import { UsersModule } from '@app/users';
import { AttributionService } from './attribution.service';
import { CareersConsents } from './careers-consents';
import { ApplicationAnswersService } from './application-answers.service';
import { JobDistributionService } from './job-distribution.service';
import { JobPostChangeFeedService } from './job-post-change-feed.service';
import { JobPostCloser } from './job-post-closer.service';
import { JobPostFieldRules } from './job-post-field-rules';
import { JobPostsService } from './job-posts.service';
import { PublicApplyService } from './public-apply.service';
import { PublicJobPostsService } from './public-job-posts.service';
import { ReferralLinkChangeFeedService } from './referral-link-change-feed.service';
import { ReferralLinksService } from './referral-links.service';
import { SelfIdErasureService } from './self-id-erasure.service';
import { ApplicationAnswersEntity, ApplicationSelfIdEntity } from './persistence/application-answers.entity';
import { ApplicationAnswersRepository } from './persistence/application-answers.repository';
import { JobPostEntity } from './persistence/job-post.entity';
import { JobPostsRepository } from './persistence/job-posts.repository';
import { ApplicationAttributionEntity, ReferralLinkEntity } from './persistence/attribution.entity';
import { AttributionRepository } from './persistence/attribution.repository';
import { ReferralLinksRepository } from './persistence/referral-links.repository';

/** Loaded by the API, the worker and the seed: whichever process closes a job closes its live posts, and erasing a candidate erases the self-ID answers. */
@Module({
  imports: [
    TypeOrmModule.forFeature([JobPostEntity, ApplicationAnswersEntity, ApplicationSelfIdEntity, ReferralLinkEntity, ApplicationAttributionEntity]),
    JobsModule,
    CandidatesModule,
    ApplicationsModule,
    DocumentsModule,
    CustomFieldsModule,
    UsersModule,
    DiscoveryModule,
  ],
  providers: [
    CareersConsents,
    JobPostsRepository,
    JobPostsService,
    PublicJobPostsService,
    JobDistributionService,
    JobPostChangeFeedService,
    JobPostCloser,
    JobPostFieldRules,
    ApplicationAnswersRepository,
    PublicApplyService,
    ApplicationAnswersService,
    SelfIdErasureService,
    AttributionRepository,
    AttributionService,
    ReferralLinksRepository,
    ReferralLinksService,
    ReferralLinkChangeFeedService,
  ],
  exports: [
    JobPostsService,
    PublicJobPostsService,
    JobDistributionService,
    AttributionService,
    ReferralLinksService,
    PublicApplyService,
    ApplicationAnswersService,
  ],
})
export class JobPostsModule {}
