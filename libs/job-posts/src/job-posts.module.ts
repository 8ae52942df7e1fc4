import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobsModule } from '@app/jobs';
import { JobPostChangeFeedService } from './job-post-change-feed.service';
import { JobPostCloser } from './job-post-closer.service';
import { JobPostFieldRules } from './job-post-field-rules';
import { JobPostsService } from './job-posts.service';
import { PublicJobPostsService } from './public-job-posts.service';
import { JobPostEntity } from './persistence/job-post.entity';
import { JobPostsRepository } from './persistence/job-posts.repository';

/** Loaded by the API, the worker and the seed: whichever process closes a job closes its live posts. */
@Module({
  imports: [TypeOrmModule.forFeature([JobPostEntity]), JobsModule],
  providers: [JobPostsRepository, JobPostsService, PublicJobPostsService, JobPostChangeFeedService, JobPostCloser, JobPostFieldRules],
  exports: [JobPostsService, PublicJobPostsService],
})
export class JobPostsModule {}
