import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { FollowsJobStatus, type JobStatusChange, type JobStatusFollower } from '@app/jobs';
import { JobPostsService } from './job-posts.service';

/** Closing a job, or moving it to any status but `open`, closes its live posts in the same transaction (docs/api/careers.md#job-posts). */
@FollowsJobStatus()
@Injectable()
export class JobPostCloser implements JobStatusFollower {
  constructor(private readonly posts: JobPostsService) {}

  async jobStatusChanged(tx: EntityManager, change: JobStatusChange): Promise<void> {
    if (change.toStatus !== 'open' || change.deleted) await this.posts.closeLivePostsOf(tx, change);
  }
}
