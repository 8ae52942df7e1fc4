import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull } from 'typeorm';
import { ChangeFeedResource, type ChangeFeedLoader } from '@app/core';
import { presentJob } from './representation/job.presenter';
import { JobEntity } from './persistence/job.entity';
import { JobsRepository } from './persistence/jobs.repository';

/** The change feed's `job` data: as its GET returns it, stages included; a deleted job is gone (docs/api/sync.md#change-feed). */
@ChangeFeedResource('job', 'jobs')
@Injectable()
export class JobChangeFeedService implements ChangeFeedLoader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: JobsRepository,
  ) {}

  async load(ids: readonly string[]): Promise<Map<string, object>> {
    const manager = this.dataSource.manager;
    const jobs = ids.length === 0 ? [] : await manager.find(JobEntity, { where: { id: In([...ids]), deletedAt: IsNull() } });
    const stages = await this.repository.stagesOf(
      manager,
      jobs.map((job) => job.id),
    );
    return new Map(jobs.map((job) => [job.id, presentJob(job, stages.get(job.id) ?? [])]));
  }
}
