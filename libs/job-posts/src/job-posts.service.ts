import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  canonicalJson,
  EventRecorder,
  newId,
  NotFoundError,
  pageLimit,
  toPage,
  ValidationFailedError,
  type Actor,
  type EventType,
  type Page,
  type RowLock,
} from '@app/core';
import { JobsService, type JobStatusChange } from '@app/jobs';
import { DEFAULT_FORM, normalizeForm } from './domain/application-form';
import { DEFAULT_BOARDS, JobPostRules, type JobPostAction, type Salary } from './domain/job-post-rules';
import { JobPostFieldRules } from './job-post-field-rules';
import { JobPostEntity } from './persistence/job-post.entity';
import { JobPostsRepository } from './persistence/job-posts.repository';
import type { CreateJobPostInput, JobPostFieldsInput, ListJobPostsQuery, UpdateJobPostInput } from './representation/job-post-requests';
import type { JobPostResponse } from './representation/job-post-response.dto';
import { presentJobPost } from './representation/job-post.presenter';

/** The fields PATCH may change, compared as JSON to tell what changed. */
const EDITABLE_FIELDS = ['title', 'content', 'location', 'remote', 'employmentType', 'salary', 'form', 'boards'] as const;

@Injectable()
export class JobPostsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: JobPostsRepository,
    private readonly jobs: JobsService,
    private readonly events: EventRecorder,
    private readonly fieldRules: JobPostFieldRules,
  ) {}

  /** POST /job-posts: a draft; title, location and employment type default to the job's (docs/api/careers.md#job-posts). */
  async create(actor: Actor, dto: CreateJobPostInput): Promise<JobPostResponse> {
    await this.assertRules(dto);
    return this.dataSource.transaction(async (tx) => {
      const job = await this.jobs.postingOf(tx, dto.jobId, 'share');
      if (job === null) throw ValidationFailedError.body('jobId', `jobId ${dto.jobId} is not a job`);
      const now = new Date();
      const post = tx.create(JobPostEntity, {
        id: newId(),
        jobId: job.id,
        title: dto.title ?? job.title,
        content: dto.content ?? '',
        location: dto.location === undefined ? job.location : dto.location,
        remote: dto.remote ?? false,
        employmentType: dto.employmentType === undefined ? job.employmentType : dto.employmentType,
        salary: dto.salary == null ? null : storedSalary(dto.salary),
        status: 'draft',
        form: normalizeForm(dto.form ?? DEFAULT_FORM),
        boards: dto.boards ?? [...DEFAULT_BOARDS],
        publishedAt: null,
        closedAt: null,
        deletedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      await this.repository.insert(tx, post);
      return this.recorded(tx, actor, 'job_post.created', post, {});
    });
  }

  async get(id: string): Promise<JobPostResponse> {
    return presentJobPost(await this.findOrFail(this.dataSource.manager, id));
  }

  async list(query: ListJobPostsQuery): Promise<Page<JobPostResponse>> {
    return toPage(await this.repository.list(query), pageLimit(query), presentJobPost);
  }

  /** PATCH /job-posts/{id}: the fields sent replace the stored ones (`form` whole); no change, no event. A live post's changes are public at once. */
  async update(actor: Actor, id: string, dto: UpdateJobPostInput): Promise<JobPostResponse> {
    await this.assertRules(dto);
    return this.dataSource.transaction(async (tx) => {
      const post = await this.findOrFail(tx, id, 'update');
      const { form, salary, ...fields } = dto;
      const next: Partial<JobPostEntity> = {
        ...fields,
        ...(salary === undefined ? {} : { salary: salary === null ? null : storedSalary(salary) }),
        ...(form === undefined ? {} : { form: normalizeForm(form) }),
      };
      const changedFields = EDITABLE_FIELDS.filter((field) => next[field] !== undefined && canonicalJson(next[field]) !== canonicalJson(post[field]));
      if (changedFields.length === 0) return presentJobPost(post);
      const changes: Partial<JobPostEntity> = Object.fromEntries(changedFields.map((field) => [field, next[field]]));
      changes.updatedAt = new Date();
      Object.assign(post, changes);
      await this.repository.update(tx, id, changes);
      return this.recorded(tx, actor, 'job_post.updated', post, { changedFields });
    });
  }

  /**
   * draft | closed → live, `publishedAt` set; the job must be open. The job is locked FOR SHARE
   * before the post: the order in which a job's status change takes them, so the two never deadlock.
   */
  async publish(actor: Actor, id: string): Promise<JobPostResponse> {
    return this.dataSource.transaction(async (tx) => {
      const { jobId } = await this.findOrFail(tx, id);
      const job = await this.jobs.postingOf(tx, jobId, 'share');
      const post = await this.findOrFail(tx, id, 'update');
      JobPostRules.assertCan('publish', post.status);
      // A deleted job is closed.
      JobPostRules.assertJobTakesPosts(job?.status ?? 'closed');
      const now = new Date();
      return this.transition(tx, actor, post, 'publish', { status: 'live', publishedAt: now, updatedAt: now });
    });
  }

  /** live → closed, `closedAt` set. */
  async close(actor: Actor, id: string): Promise<JobPostResponse> {
    return this.dataSource.transaction(async (tx) => {
      const post = await this.findOrFail(tx, id, 'update');
      JobPostRules.assertCan('close', post.status);
      const now = new Date();
      return this.transition(tx, actor, post, 'close', { status: 'closed', closedAt: now, updatedAt: now });
    });
  }

  /** DELETE /job-posts/{id}: a draft or closed post is gone from every route (a live one must be closed first). */
  async delete(actor: Actor, id: string): Promise<{ deleted: true }> {
    await this.dataSource.transaction(async (tx) => {
      const post = await this.findOrFail(tx, id, 'update');
      JobPostRules.assertCan('delete', post.status);
      const now = new Date();
      await this.transition(tx, actor, post, 'delete', { deletedAt: now, updatedAt: now });
    });
    return { deleted: true };
  }

  /** A job left `open` (or was deleted): its live posts close in the job's transaction, each with its event (docs/adr/0063-job-status-followers.md). */
  async closeLivePostsOf(tx: EntityManager, change: JobStatusChange): Promise<void> {
    const posts = await this.repository.liveOfJob(tx, change.jobId);
    if (posts.length === 0) return;
    const changes: Partial<JobPostEntity> = { status: 'closed', closedAt: change.at, updatedAt: change.at };
    await this.repository.update(
      tx,
      posts.map((post) => post.id),
      changes,
    );
    const cause = { jobStatus: change.toStatus, ...(change.deleted ? { jobDeleted: true } : {}) };
    for (const post of posts)
      await this.recorded(tx, change.actor, 'job_post.closed', Object.assign(post, changes), { fromStatus: 'live', toStatus: 'closed', ...cause });
  }

  private async transition(
    tx: EntityManager,
    actor: Actor,
    post: JobPostEntity,
    action: JobPostAction,
    changes: Partial<JobPostEntity>,
  ): Promise<JobPostResponse> {
    const fromStatus = post.status;
    Object.assign(post, changes);
    await this.repository.update(tx, post.id, changes);
    const type: EventType = action === 'publish' ? 'job_post.published' : action === 'close' ? 'job_post.closed' : 'job_post.deleted';
    return this.recorded(tx, actor, type, post, action === 'delete' ? {} : { fromStatus, toStatus: post.status });
  }

  /** Records the event (activity under the post's job, `metadata.jobPostId`) and returns the post as presented. */
  private async recorded(tx: EntityManager, actor: Actor, type: EventType, post: JobPostEntity, metadata: Record<string, unknown>): Promise<JobPostResponse> {
    const view = presentJobPost(post);
    await this.events.record(tx, { type, entityId: post.jobId, actor, metadata: { jobPostId: post.id, ...metadata }, data: view });
    return view;
  }

  /** The rules across fields (salary, the form and the custom fields it names), all at once; over HTTP the request pipe checked them already. */
  private async assertRules(dto: JobPostFieldsInput): Promise<void> {
    const issues = await this.fieldRules.issues(dto);
    if (issues.length > 0) throw new ValidationFailedError(issues);
  }

  private async findOrFail(tx: EntityManager, id: string, lock?: RowLock): Promise<JobPostEntity> {
    const post = await this.repository.findLive(tx, id, lock);
    if (post === null) throw new NotFoundError('Job post', id);
    return post;
  }
}

/** A plain copy of the salary (the DTO is a class instance). */
function storedSalary({ min, max, currency, period }: Salary): Salary {
  return { min, max, currency, period };
}
