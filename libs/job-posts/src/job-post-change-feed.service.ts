import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChangeFeedResource, type ChangeFeedLoader } from '@app/core';
import { presentJobPost } from './representation/job-post.presenter';
import { JobPostsRepository } from './persistence/job-posts.repository';

/** The change feed's `job_post` data: as its GET returns it; a deleted post is gone (docs/api/sync.md#change-feed). */
@ChangeFeedResource('job_post', 'job_posts')
@Injectable()
export class JobPostChangeFeedService implements ChangeFeedLoader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: JobPostsRepository,
  ) {}

  async load(ids: readonly string[]): Promise<Map<string, object>> {
    const posts = await this.repository.findManyLive(this.dataSource.manager, ids);
    return new Map(posts.map((post) => [post.id, presentJobPost(post)]));
  }
}
