import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Repository, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { decodeCursor, keysetPage, lockOption, lockRows, pageLimit, reach, sql, type RowLock } from '@app/core';
import { JobPostEntity } from './job-post.entity';
import type { ListJobPostsQuery, ListPublicJobPostsQuery } from '../representation/job-post-requests';

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A post is reached with its job (docs/api/access.md); the careers site's public routes have no viewer and see every post. */
const reachedJob = () => reach.of('job', sql.raw('p.job_id'));

/** The job posts context's queries. */
@Injectable()
export class JobPostsRepository {
  constructor(@InjectRepository(JobPostEntity) private readonly posts: Repository<JobPostEntity>) {}

  /** A post that is not deleted, of a job the request reaches (docs/api/access.md), locked when asked. */
  findLive(tx: EntityManager, id: string, lock?: RowLock): Promise<JobPostEntity | null> {
    const builder = tx.createQueryBuilder(JobPostEntity, 'p').where('p.id = :id AND p.deleted_at IS NULL', { id });
    return lockRows(reach.where(builder, reachedJob()), lock).getOne();
  }

  /** Posts that are not deleted, of jobs the request reaches, with these ids. */
  findManyLive(tx: EntityManager, ids: readonly string[]): Promise<JobPostEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    const builder = tx.createQueryBuilder(JobPostEntity, 'p').where('p.id IN (:...ids) AND p.deleted_at IS NULL', { ids: [...ids] });
    return reach.where(builder, reachedJob()).getMany();
  }

  /** Newest first, of the jobs the request reaches; filters combine with AND. */
  list(query: ListJobPostsQuery): Promise<JobPostEntity[]> {
    const builder = reach.where(this.posts.createQueryBuilder('p').where('p.deleted_at IS NULL'), reachedJob());
    if (query.jobId !== undefined) builder.andWhere('p.job_id = :jobId', { jobId: query.jobId });
    if (query.status !== undefined) builder.andWhere('p.status = :status', { status: query.status });
    if (query.board !== undefined) builder.andWhere(':board = ANY(p.boards)', { board: query.board });
    return keysetPage(builder, 'p', query).getMany();
  }

  /** A live post (its job is open: closing a job closes its live posts, docs/api/careers.md#the-jobs-status). */
  findPublished(id: string): Promise<JobPostEntity | null> {
    return this.posts.findOne({ where: { id, status: 'live', deletedAt: IsNull() } });
  }

  /**
   * Live posts on the board, newest `publishedAt` first, after the cursor's (publishedAt, id): a scan
   * of job_posts_published_idx that stops after the page. Each word of `q` must appear in the title,
   * the content or the location; `location` is matched anywhere in the post's, case aside.
   */
  listPublished(query: ListPublicJobPostsQuery): Promise<JobPostEntity[]> {
    return this.publishedQuery(query).getMany();
  }

  /** The statement of listPublished (its plan is checked by a test). */
  publishedQuery(query: ListPublicJobPostsQuery): SelectQueryBuilder<JobPostEntity> {
    const builder = this.posts
      .createQueryBuilder('p')
      .where(`p.status = 'live'`)
      .andWhere('p.deleted_at IS NULL')
      // @> rather than = ANY: the planner estimates it from the column's statistics, and keeps the ordered index scan.
      .andWhere('p.boards @> ARRAY[:board]::text[]', { board: query.board });
    const words = query.q?.split(/\s+/).filter((word) => word !== '') ?? [];
    words.forEach((word, index) =>
      builder.andWhere(`concat_ws(' ', p.title, p.content, p.location) ILIKE :word${index}`, { [`word${index}`]: containing(word) }),
    );
    if (query.location !== undefined) builder.andWhere('p.location ILIKE :location', { location: containing(query.location) });
    if (query.remote !== undefined) builder.andWhere('p.remote = :remote', { remote: query.remote });
    const after = decodeCursor(query.cursor);
    if (after !== undefined)
      builder.andWhere('(p.published_at, p.id) < (:afterPublishedAt, :afterId)', { afterPublishedAt: after.createdAt, afterId: after.id });
    return builder
      .orderBy('p.published_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(pageLimit(query) + 1);
  }

  /** Every live post on the board, newest `publishedAt` first (the feeds, docs/api/careers.md#feeds). */
  allPublished(board: string): Promise<JobPostEntity[]> {
    return this.posts
      .createQueryBuilder('p')
      .where(`p.status = 'live'`)
      .andWhere('p.deleted_at IS NULL')
      .andWhere('p.boards @> ARRAY[:board]::text[]', { board })
      .orderBy('p.published_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .getMany();
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
