import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Repository, type EntityManager } from 'typeorm';
import { keysetPage, lockOption, type RowLock } from '@app/core';
import { JobPostEntity } from './job-post.entity';
import type { ListJobPostsQuery } from '../representation/job-post-requests';

/** The job posts context's queries. */
@Injectable()
export class JobPostsRepository {
  constructor(@InjectRepository(JobPostEntity) private readonly posts: Repository<JobPostEntity>) {}

  /** A post that is not deleted, locked when asked. */
  findLive(tx: EntityManager, id: string, lock?: RowLock): Promise<JobPostEntity | null> {
    return tx.findOne(JobPostEntity, { where: { id, deletedAt: IsNull() }, lock: lockOption(lock) });
  }

  /** Posts that are not deleted, with these ids. */
  findManyLive(tx: EntityManager, ids: readonly string[]): Promise<JobPostEntity[]> {
    return ids.length === 0 ? Promise.resolve([]) : tx.find(JobPostEntity, { where: { id: In([...ids]), deletedAt: IsNull() } });
  }

  /** Newest first; filters combine with AND. */
  list(query: ListJobPostsQuery): Promise<JobPostEntity[]> {
    const builder = this.posts.createQueryBuilder('p').where('p.deleted_at IS NULL');
    if (query.jobId !== undefined) builder.andWhere('p.job_id = :jobId', { jobId: query.jobId });
    if (query.status !== undefined) builder.andWhere('p.status = :status', { status: query.status });
    if (query.board !== undefined) builder.andWhere(':board = ANY(p.boards)', { board: query.board });
    return keysetPage(builder, 'p', query).getMany();
  }

  /** A job's live posts, locked FOR UPDATE, oldest first. */
  liveOfJob(tx: EntityManager, jobId: string): Promise<JobPostEntity[]> {
    return tx.find(JobPostEntity, {
      where: { jobId, status: 'live', deletedAt: IsNull() },
      order: { createdAt: 'ASC', id: 'ASC' },
      lock: lockOption('update'),
    });
  }

  async insert(tx: EntityManager, post: JobPostEntity): Promise<void> {
    await tx.insert(JobPostEntity, post);
  }

  async update(tx: EntityManager, ids: string | readonly string[], changes: Partial<JobPostEntity>): Promise<void> {
    await tx.update(JobPostEntity, typeof ids === 'string' ? { id: ids } : { id: In([...ids]) }, changes);
  }
}
