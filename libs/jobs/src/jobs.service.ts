import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  EventRecorder,
  InvalidStateError,
  newId,
  NotFoundError,
  pageLimit,
  toPage,
  withReachOf,
  ValidationFailedError,
  type Actor,
  type Page,
  type RowLock,
  ListFilters,
} from '@app/core';
import { ApprovalRequiredError, ApprovalsService, type ApprovalResponse } from '@app/approvals';
import { JobRules, type EmploymentType, type JobStatus } from './domain/job-rules';
import { checkJobDefaults, DEFAULT_JOB_DEFAULTS, JOB_DEFAULTS, type JobDefaults } from './job-defaults';
import type { JobResponse } from './representation/job-response.dto';
import { presentJob } from './representation/job.presenter';
import { JobStageEntity } from './persistence/job-stage.entity';
import { JobEntity } from './persistence/job.entity';
import { JobsRepository } from './persistence/jobs.repository';
import { JobStatusFollowers } from './job-status-followers';
import { JobOrganization, type JobPlaceKind } from './job-organization';
import type { CreateJobInput, ListJobsQuery, UpdateJobInput } from './representation/job-requests';

export interface StageRef {
  id: string;
  jobId: string;
  name: string;
  order: number;
}

/** What other contexts need of a job: its state and its stages in pipeline order. */
export interface JobPipeline {
  id: string;
  status: JobStatus;
  deleted: boolean;
  /** Sorted by order, then createdAt, then id: the first is where new applications start. */
  stages: StageRef[];
}

/** What a job post takes from its job (docs/api/careers.md#job-posts). */
export interface JobPosting {
  id: string;
  status: JobStatus;
  title: string;
  location: string | null;
  employmentType: EmploymentType | null;
}

const JOB_FIELDS = ['title', 'department', 'location', 'employmentType', 'description', 'confidential'] as const;

@Injectable()
export class JobsService {
  private readonly defaults: JobDefaults;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: JobsRepository,
    private readonly events: EventRecorder,
    private readonly listFilters: ListFilters,
    private readonly followers: JobStatusFollowers,
    private readonly organization: JobOrganization,
    private readonly approvals: ApprovalsService,
    // An installation replaces it through an extension's policies (a global provider).
    @Optional() @Inject(JOB_DEFAULTS) defaults?: JobDefaults,
  ) {
    this.defaults = checkJobDefaults(defaults ?? DEFAULT_JOB_DEFAULTS);
  }

  /** docs/api/resources.md#jobs-and-stages: a job with the stages given, or the default pipeline (JOB_DEFAULTS). */
  async create(actor: Actor, dto: CreateJobInput): Promise<JobResponse> {
    const now = new Date();
    const manager = this.dataSource.manager;
    // With a job_open flow a job starts as a draft, and opening it needs an approval (docs/api/approvals.md#jobs-and-offers).
    const governed = await this.approvals.governs(manager, 'job_open');
    if (governed && dto.status === 'open') throw new ApprovalRequiredError('job_open', null, '/jobs/{id}/request-approval');
    const job = manager.create(JobEntity, {
      id: newId(),
      title: dto.title,
      department: dto.department ?? null,
      location: dto.location ?? null,
      employmentType: dto.employmentType ?? null,
      description: dto.description ?? null,
      status: dto.status ?? (governed ? 'draft' : 'open'),
      confidential: dto.confidential ?? false,
      departmentId: dto.departmentId ?? null,
      officeIds: dto.officeIds ?? [],
      hiringTeamUpdatedAt: null,
      closedAt: null,
      deletedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    // Ids are time-ordered, so stages given with equal orders keep the order they were listed in.
    const stages = JobRules.initialStages(dto.stages, this.defaults.pipeline).map((stage, position) =>
      manager.create(JobStageEntity, {
        id: newId(),
        jobId: job.id,
        ...stage,
        emailConfig: { candidateUpdatesEnabled: dto.stages?.[position].emailConfig?.candidateUpdatesEnabled ?? false },
        createdAt: now,
        updatedAt: now,
      }),
    );
    const view = presentJob(job, sortStages(stages));
    await this.dataSource.transaction(async (tx) => {
      const issues = await this.organization.issues(tx, job);
      if (issues.length > 0) throw new ValidationFailedError(issues);
      await tx.insert(JobEntity, job);
      await tx.insert(JobStageEntity, stages);
      await this.events.record(tx, {
        type: 'job.created',
        entityId: job.id,
        actor,
        metadata: { status: job.status, stageIds: view.stages.map((stage) => stage.id) },
        data: view,
      });
    });
    return view;
  }

  /** GET /jobs/{id}; an approver of the job's pending approval reads it whatever their reach (docs/api/approvals.md#access). */
  async get(id: string): Promise<JobResponse> {
    const manager = this.dataSource.manager;
    const job =
      (await this.repository.findLive(manager, id)) ??
      ((await this.approvals.approverReaches(id)) ? await withReachOf(undefined, () => this.repository.findLive(manager, id)) : null);
    if (job === null) throw new NotFoundError('Job', id);
    return this.present(manager, job);
  }

  /** POST /jobs/{id}/request-approval: a job not yet open asks the job_open flow's approvers (docs/api/approvals.md#requesting). */
  async requestApproval(actor: Actor, id: string): Promise<ApprovalResponse> {
    return this.dataSource.transaction(async (tx) => {
      const job = await this.findOrFail(tx, id, 'update');
      if (job.status === 'open')
        throw new InvalidStateError('The job is open already: approval is asked before opening it', job.status, ['draft', 'on_hold', 'closed']);
      return this.approvals.request(tx, actor, { kind: 'job_open', subjectId: id, jobId: id, applicationId: null });
    });
  }

  /** Live jobs, newest first; soft-deleted ones are gone. */
  async list(query: ListJobsQuery): Promise<Page<JobResponse>> {
    const places = await this.placesOf(query);
    const jobs = await this.repository.list({ ...query, ...places, filters: await this.listFilters.conditions('job', query) });
    const stages = await this.repository.stagesOf(
      this.dataSource.manager,
      jobs.map((job) => job.id),
    );
    return toPage(jobs, pageLimit(query), (job) => presentJob(job, stages.get(job.id) ?? []));
  }

  /** Only the fields sent change; any status move is allowed (closedAt follows it). No change, no event. */
  async update(actor: Actor, id: string, dto: UpdateJobInput): Promise<JobResponse> {
    return this.dataSource.transaction(async (tx) => {
      const job = await this.findOrFail(tx, id, 'update');
      const now = new Date();
      const changes: Partial<JobEntity> = {};
      for (const field of JOB_FIELDS) {
        if (dto[field] !== undefined && dto[field] !== job[field]) Object.assign(changes, { [field]: dto[field] });
      }
      if (dto.departmentId !== undefined && dto.departmentId !== job.departmentId) changes.departmentId = dto.departmentId;
      if (dto.officeIds !== undefined && !sameIds(dto.officeIds, job.officeIds)) changes.officeIds = dto.officeIds;
      const issues = await this.organization.issues(tx, { departmentId: changes.departmentId, officeIds: changes.officeIds });
      if (issues.length > 0) throw new ValidationFailedError(issues);
      const fromStatus = job.status;
      if (dto.status !== undefined && dto.status !== job.status) {
        if (dto.status === 'open') await this.approvals.assertApproved(tx, 'job_open', id, `/jobs/${id}/request-approval`);
        const next = JobRules.changeStatus(job, dto.status, now);
        changes.status = next.status;
        if (next.closedAt?.getTime() !== job.closedAt?.getTime()) changes.closedAt = next.closedAt;
      }
      const changedFields = Object.keys(changes);
      if (changedFields.length === 0) return this.present(tx, job);
      Object.assign(job, changes, { updatedAt: now });
      await tx.update(JobEntity, { id }, { ...changes, updatedAt: now });
      const view = await this.present(tx, job);
      const statusChange = job.status === fromStatus ? {} : { fromStatus, toStatus: job.status };
      await this.events.record(tx, { type: 'job.updated', entityId: id, actor, metadata: { changedFields, ...statusChange }, data: view });
      if (job.status !== fromStatus) await this.followers.statusChanged(tx, { jobId: id, fromStatus, toStatus: job.status, deleted: false, actor, at: now });
      return view;
    });
  }

  /**
   * DELETE /jobs/{id}: closes and soft-deletes the job. The row lock (FOR UPDATE) waits for applications
   * being created (they hold FOR SHARE through pipelineOf), so none lands in a deleted job.
   */
  async close(actor: Actor, id: string): Promise<{ success: true }> {
    await this.dataSource.transaction(async (tx) => {
      const job = await this.findOrFail(tx, id, 'update');
      const fromStatus = job.status;
      const now = new Date();
      Object.assign(job, JobRules.close(job, now), { deletedAt: now, updatedAt: now });
      await tx.update(JobEntity, { id }, { status: job.status, closedAt: job.closedAt, deletedAt: job.deletedAt, updatedAt: job.updatedAt });
      const view = await this.present(tx, job);
      await this.events.record(tx, { type: 'job.closed', entityId: id, actor, metadata: { fromStatus, toStatus: job.status, deleted: true }, data: view });
      await this.followers.statusChanged(tx, { jobId: id, fromStatus, toStatus: job.status, deleted: true, actor, at: now });
    });
    return { success: true };
  }

  /** A live job, or NOT_FOUND; `update` locks the row, `share` keeps it from being closed or deleted until the transaction ends. */
  async findOrFail(tx: EntityManager, id: string, lock?: RowLock): Promise<JobEntity> {
    const job = await this.repository.findLive(tx, id, lock);
    if (job === null) throw new NotFoundError('Job', id);
    return job;
  }

  private async present(tx: EntityManager, job: JobEntity): Promise<JobResponse> {
    const stages = await this.repository.stagesOf(tx, [job.id]);
    return presentJob(job, stages.get(job.id) ?? []);
  }

  /**
   * For other contexts. null when the job does not exist, or is soft-deleted and `includeDeleted`
   * is not set. `share` keeps the job from being closed or deleted until the transaction ends.
   */
  async pipelineOf(tx: EntityManager, jobId: string, options: { includeDeleted?: boolean } = {}, lock?: RowLock): Promise<JobPipeline | null> {
    const job = await this.repository.statusRow(tx, jobId, lock);
    if (job === undefined || (job.deleted_at !== null && !options.includeDeleted)) return null;
    const stages = await this.repository.pipelineStageRows(tx, jobId);
    return {
      id: job.id,
      status: job.status,
      deleted: job.deleted_at !== null,
      stages: stages.map((stage) => ({ id: stage.id, jobId: stage.job_id, name: stage.name, order: Number(stage.order) })),
    };
  }

  /** Locks a stage row so positions in its column (pipelineOrder) are handed out one at a time. False when there is no such stage. */
  async lockStage(tx: EntityManager, stageId: string): Promise<boolean> {
    return this.repository.lockStage(tx, stageId);
  }

  /**
   * For job posts: a live job's status and the fields a post takes by default; null when there is
   * no such live job. `share` keeps it from changing status until the transaction ends.
   */
  async postingOf(tx: EntityManager, jobId: string, lock?: RowLock): Promise<JobPosting | null> {
    const job = await this.repository.findLive(tx, jobId, lock);
    return job === null ? null : { id: job.id, status: job.status, title: job.title, location: job.location, employmentType: job.employmentType };
  }

  /** Whether a live (not soft-deleted) job exists. */
  async exists(tx: EntityManager, jobId: string): Promise<boolean> {
    return this.repository.liveJobExists(tx, jobId);
  }

  /**
   * For reports: every job's id, soft-deleted ones included, by whether the request reaches it (docs/api/access.md), so
   * that a query can start from the jobs reached or leave out those that are not; null when it reaches every job.
   */
  async jobsByReach(tx: EntityManager): Promise<{ reached: string[]; outOfReach: string[] } | null> {
    return this.repository.jobsByReach(tx);
  }

  /** For the organization: how many live jobs name the node (a department's `departmentId`, one of an office's `officeIds`). */
  async countPlacedIn(tx: EntityManager, kind: JobPlaceKind, nodeId: string): Promise<number> {
    return this.repository.countPlacedIn(tx, kind, nodeId);
  }

  /**
   * For reports: the jobs (soft-deleted ones included) the request reaches in the department and the office asked for,
   * each with its descendants (docs/api/organization.md#jobs-in-departments-and-offices); `unknown` names the kind of a
   * node that does not exist.
   */
  async jobsPlacedIn(tx: EntityManager, placement: { departmentId?: string; officeId?: string }): Promise<{ jobIds: string[] } | { unknown: JobPlaceKind }> {
    const departmentIds = placement.departmentId === undefined ? undefined : await this.organization.subtree(tx, 'department', placement.departmentId);
    if (departmentIds === null) return { unknown: 'department' };
    const officeIds = placement.officeId === undefined ? undefined : await this.organization.subtree(tx, 'office', placement.officeId);
    if (officeIds === null) return { unknown: 'office' };
    return { jobIds: await this.repository.placedIn(tx, { departmentIds, officeIds }) };
  }

  /** The subtrees of the list's `departmentId` and `officeId`; one that names no node is 422, both at once. */
  private async placesOf(query: ListJobsQuery): Promise<{ departmentIds?: readonly string[]; officeIds?: readonly string[] }> {
    const tx = this.dataSource.manager;
    const departmentIds = query.departmentId === undefined ? undefined : await this.organization.subtree(tx, 'department', query.departmentId);
    const officeIds = query.officeId === undefined ? undefined : await this.organization.subtree(tx, 'office', query.officeId);
    const issues = [
      ...(departmentIds === null
        ? [{ location: 'query' as const, path: 'departmentId', message: `departmentId ${query.departmentId} is not a department` }]
        : []),
      ...(officeIds === null ? [{ location: 'query' as const, path: 'officeId', message: `officeId ${query.officeId} is not an office` }] : []),
    ];
    if (issues.length > 0) throw new ValidationFailedError(issues);
    return { departmentIds: departmentIds ?? undefined, officeIds: officeIds ?? undefined };
  }

  /** Whether a stage exists in a live (not soft-deleted) job. */
  async stageExists(tx: EntityManager, stageId: string): Promise<boolean> {
    return this.repository.liveStageExists(tx, stageId);
  }
}

/** The same offices in the same order: a PATCH that sends them again changes nothing. */
function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** Pipeline order: order, then createdAt, then id (as the database sorts them). */
function sortStages(stages: JobStageEntity[]): JobStageEntity[] {
  return [...stages].sort((a, b) => a.order - b.order || a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
