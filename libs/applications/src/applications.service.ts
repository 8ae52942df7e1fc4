import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ConflictError,
  EventRecorder,
  newId,
  NotFoundError,
  pageLimit,
  toPage,
  uniqueViolation,
  ValidationFailedError,
  type Actor,
  type EventType,
  type Page,
  type RowLock,
  type ValidationIssue,
  ListFilters,
} from '@app/core';
import { CandidatesService } from '@app/candidates';
import { JobsService, type JobPipeline, type StageRef } from '@app/jobs';
import { ANY_APPLICATION_SOURCE, APPLICATION_SOURCE_POLICY, type ApplicationSourcePolicy } from './application-source.policy';
import { ApplicationRules, type ApplicationAction, type ApplicationStatus } from './domain/application-rules';
import { presentApplication } from './representation/application.presenter';
import type { ApplicationResponse } from './representation/application-response.dto';
import { ApplicationEntity } from './persistence/application.entity';
import { ApplicationRepository } from './persistence/application.repository';
import type { CreateApplicationInput, ListApplicationsQuery, MoveApplicationInput } from './representation/application-requests';
import type { ApplicationChangeOptions, ApplicationCreateOptions, StageTransition } from './domain/stage-transition';
import { StageTransitionRepository } from './persistence/stage-transition.repository';

/** What other contexts need of an application. */
export interface ApplicationRef {
  id: string;
  candidateId: string;
  jobId: string;
  currentStageId: string;
  status: ApplicationStatus;
}

/** The status changes of POST /applications/{id}/reject and /withdraw, with their events. */
const STATUS_EVENTS: Record<Extract<ApplicationAction, 'reject' | 'withdraw'>, EventType> = {
  reject: 'application.rejected',
  withdraw: 'application.withdrawn',
};

@Injectable()
export class ApplicationsService {
  private readonly sources: ApplicationSourcePolicy;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ApplicationRepository,
    private readonly transitions: StageTransitionRepository,
    private readonly jobs: JobsService,
    private readonly candidates: CandidatesService,
    private readonly events: EventRecorder,
    private readonly listFilters: ListFilters,
    // An installation replaces it through an extension's policies (a global provider).
    @Optional() @Inject(APPLICATION_SOURCE_POLICY) sources?: ApplicationSourcePolicy,
  ) {
    this.sources = sources ?? ANY_APPLICATION_SOURCE;
  }

  /**
   * POST /applications. The job and the candidate are held FOR SHARE so a close or an erasure waits for this
   * insert; the first stage is locked so its next position is handed out once. A second active
   * application of the candidate to the job (also a simultaneous one) hits applications_active_key.
   * `options.via` says how the application came in, for its stage history (docs/api/reports.md#stage-history).
   */
  async create(actor: Actor, dto: CreateApplicationInput, options: ApplicationCreateOptions = {}): Promise<ApplicationResponse> {
    // A merged-away candidate id names the survivor (docs/api/sync.md#merge).
    try {
      return await this.dataSource.transaction((tx) => this.createIn(tx, actor, dto, options));
    } catch (error) {
      if (uniqueViolation(error) !== 'applications_active_key') throw error;
      const candidateId = (await this.candidates.resolveId(this.dataSource.manager, dto.candidateId)) ?? dto.candidateId;
      const existing = await this.repository.activeOf(this.dataSource.manager, candidateId, dto.jobId);
      throw new ConflictError(
        `Candidate ${candidateId} already has an active application to job ${dto.jobId}`,
        existing === null ? undefined : { applicationId: existing },
      );
    }
  }

  /**
   * The create in the caller's transaction; `options.metadata` joins the event's metadata (a careers-site
   * apply: `{ via: "careers_site", jobPostId }`). A second active application fails on applications_active_key.
   */
  async createIn(tx: EntityManager, actor: Actor, dto: CreateApplicationInput, options: ApplicationCreateOptions = {}): Promise<ApplicationResponse> {
    const { jobId } = dto;
    const refusal = this.sources.refusal(dto.source);
    if (refusal !== null) throw ValidationFailedError.body('source', `source ${refusal}`);
    const job = await this.jobs.pipelineOf(tx, jobId, {}, 'share');
    const candidateId = await this.candidates.resolveId(tx, dto.candidateId, 'share');
    const missing: ValidationIssue[] = [];
    if (job === null) missing.push({ location: 'body', path: 'jobId', message: `jobId ${jobId} is not a job` });
    if (candidateId === null) missing.push({ location: 'body', path: 'candidateId', message: `candidateId ${dto.candidateId} is not a candidate` });
    if (job === null || candidateId === null) throw new ValidationFailedError(missing);
    ApplicationRules.assertJobTakesApplications(job);
    const stage = await this.lockFirstStage(tx, job);
    const now = options.at ?? new Date();
    const application = tx.create(ApplicationEntity, {
      id: newId(),
      candidateId,
      jobId,
      currentStageId: stage.id,
      status: 'active',
      source: dto.source,
      pipelineOrder: await this.repository.nextPipelineOrder(tx, stage.id),
      appliedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(ApplicationEntity, application);
    await this.recordTransition(tx, actor, options, {
      applicationId: application.id,
      jobId,
      fromStageId: null,
      toStageId: stage.id,
      fromStatus: null,
      toStatus: 'active',
      at: now,
    });
    const view = presentApplication(application);
    await this.events.record(tx, {
      type: 'application.created',
      entityId: application.id,
      actor,
      metadata: { candidateId, jobId, stageId: stage.id, ...options.metadata },
      data: view,
    });
    return view;
  }

  /** For other contexts: the candidate's active application to the job, or null. */
  activeApplicationOf(tx: EntityManager, candidateId: string, jobId: string): Promise<string | null> {
    return this.repository.activeOf(tx, candidateId, jobId);
  }

  /** Records `application.reapplied` on an application (a careers-site apply of a person already in the process); nothing of it changes. */
  async recordReapplied(tx: EntityManager, actor: Actor, id: string, metadata: Record<string, unknown>): Promise<void> {
    const application = await this.findOrFail(tx, id, 'share');
    const { candidateId, jobId } = application;
    await this.events.record(tx, {
      type: 'application.reapplied',
      entityId: id,
      actor,
      metadata: { candidateId, jobId, ...metadata },
      data: presentApplication(application),
    });
  }

  /** GET /applications/{id}. */
  async get(id: string): Promise<ApplicationResponse> {
    return presentApplication(await this.findOrFail(this.dataSource.manager, id));
  }

  async list(query: ListApplicationsQuery): Promise<Page<ApplicationResponse>> {
    const filters = await this.listFilters.conditions('application', query);
    return toPage(await this.repository.list({ ...query, filters }), pageLimit(query), presentApplication);
  }

  /**
   * POST /applications/{id}/move. Locks in one order everywhere (application, then job, then target stage) so
   * concurrent moves, rejects and closes queue up instead of deadlocking.
   */
  async move(actor: Actor, id: string, dto: MoveApplicationInput, options: ApplicationChangeOptions = {}): Promise<ApplicationResponse> {
    const { toStageId } = dto;
    return this.dataSource.transaction(async (tx) => {
      const application = await this.findOrFail(tx, id, 'update');
      const job = await this.jobs.pipelineOf(tx, application.jobId, { includeDeleted: true }, 'share');
      if (job === null) throw new Error(`Job ${application.jobId} of application ${id} does not exist`);
      const notAStage = () => ValidationFailedError.body('toStageId', `toStageId ${toStageId} is not a stage of job ${job.id}`);
      // State (409) before the stage the body names (422), as for every write (docs/adr/0008-order-of-checks-on-a-write.md).
      const outcome = ApplicationRules.move(application, job, toStageId);
      if (!job.stages.some((stage) => stage.id === toStageId)) throw notAStage();
      if (outcome === 'no-op') return presentApplication(application);
      if (!(await this.jobs.lockStage(tx, toStageId))) throw notAStage();
      const fromStageId = application.currentStageId;
      const updatedAt = changeTime(application, options);
      const changes = { currentStageId: toStageId, pipelineOrder: await this.repository.nextPipelineOrder(tx, toStageId), updatedAt };
      await tx.update(ApplicationEntity, { id }, changes);
      await this.recordTransition(tx, actor, options, {
        applicationId: id,
        jobId: job.id,
        fromStageId,
        toStageId,
        fromStatus: 'active',
        toStatus: 'active',
        at: changes.updatedAt,
      });
      const view = presentApplication(Object.assign(application, changes));
      await this.events.record(tx, { type: 'application.stage_changed', entityId: id, actor, metadata: { fromStageId, toStageId }, data: view });
      return view;
    });
  }

  /** POST /applications/{id}/reject: active → rejected. */
  reject(actor: Actor, id: string, options: ApplicationChangeOptions = {}): Promise<ApplicationResponse> {
    return this.changeStatus(actor, id, 'reject', options);
  }

  /** active → withdrawn (docs/api/states.md#application). */
  withdraw(actor: Actor, id: string, options: ApplicationChangeOptions = {}): Promise<ApplicationResponse> {
    return this.changeStatus(actor, id, 'withdraw', options);
  }

  /** For other contexts: the application, or null. `update` locks the row; `share` keeps its state from changing until the transaction ends. */
  async refOf(tx: EntityManager, id: string, lock?: RowLock): Promise<ApplicationRef | null> {
    const application = await this.repository.findOne(tx, id, lock);
    if (application === null) return null;
    const { candidateId, jobId, currentStageId, status } = application;
    return { id, candidateId, jobId, currentStageId, status };
  }

  /** For erasure participants: the ids of the candidate's applications, locked so that nothing links to them until the erasure commits. */
  async lockCandidateApplications(tx: EntityManager, candidateId: string): Promise<string[]> {
    return this.repository.lockCandidateApplications(tx, candidateId);
  }

  /** An accepted offer hires: active → hired in the caller's transaction (INVALID_STATE otherwise). */
  async markHired(tx: EntityManager, actor: Actor, applicationId: string, offerId: string, options: ApplicationChangeOptions = {}): Promise<void> {
    const application = await this.repository.findOne(tx, applicationId, 'update');
    if (application === null) throw new Error(`Application ${applicationId} of offer ${offerId} does not exist`);
    const fromStatus = application.status;
    application.status = ApplicationRules.next(fromStatus, 'hire');
    application.updatedAt = changeTime(application, options);
    application.hiredAt = application.updatedAt;
    await tx.update(ApplicationEntity, { id: applicationId }, { status: application.status, updatedAt: application.updatedAt, hiredAt: application.hiredAt });
    const stageId = application.currentStageId;
    const kept = { applicationId, jobId: application.jobId, fromStageId: stageId, toStageId: stageId, fromStatus, toStatus: application.status };
    await this.recordTransition(tx, actor, options, { ...kept, at: application.updatedAt });
    await this.events.record(tx, {
      type: 'application.hired',
      entityId: applicationId,
      actor,
      metadata: { offerId, fromStatus, toStatus: application.status },
      data: presentApplication(application),
    });
  }

  private changeStatus(actor: Actor, id: string, action: 'reject' | 'withdraw', options: ApplicationChangeOptions): Promise<ApplicationResponse> {
    return this.dataSource.transaction(async (tx) => {
      const application = await this.findOrFail(tx, id, 'update');
      const fromStatus = application.status;
      const changes = { status: ApplicationRules.next(fromStatus, action), updatedAt: changeTime(application, options) };
      await tx.update(ApplicationEntity, { id }, changes);
      const stageId = application.currentStageId;
      const kept = { applicationId: id, jobId: application.jobId, fromStageId: stageId, toStageId: stageId, fromStatus, toStatus: changes.status };
      await this.recordTransition(tx, actor, options, { ...kept, at: changes.updatedAt });
      const view = presentApplication(Object.assign(application, changes));
      await this.events.record(tx, { type: STATUS_EVENTS[action], entityId: id, actor, metadata: { fromStatus, toStatus: changes.status }, data: view });
      return view;
    });
  }

  /** The change's row of the stage history, in its transaction (docs/api/reports.md#stage-history). */
  private recordTransition(
    tx: EntityManager,
    actor: Actor,
    options: ApplicationChangeOptions,
    change: Omit<StageTransition, 'id' | 'actorId' | 'actorName' | 'via'>,
  ): Promise<void> {
    return this.transitions.record(tx, { id: newId(), ...change, actorId: actor.id, actorName: actor.name, via: options.via ?? 'api' });
  }

  /** The job's first stage, locked; the job row is shared, not its stages, so a stage removed meanwhile makes the next one first. */
  private async lockFirstStage(tx: EntityManager, job: JobPipeline): Promise<StageRef> {
    let pipeline: JobPipeline | null = job;
    for (;;) {
      const stage = ApplicationRules.firstStage(job, pipeline?.stages ?? []);
      if (await this.jobs.lockStage(tx, stage.id)) return stage;
      pipeline = await this.jobs.pipelineOf(tx, job.id);
    }
  }

  private async findOrFail(tx: EntityManager, id: string, lock?: RowLock): Promise<ApplicationEntity> {
    const application = await this.repository.findOne(tx, id, lock);
    if (application === null) throw new NotFoundError('Application', id);
    return application;
  }
}

/** The time of a change: `options.at` (never before the application's last change, so its stays stay in order) or now. */
function changeTime(application: ApplicationEntity, options: ApplicationChangeOptions): Date {
  if (options.at === undefined) return new Date();
  if (options.at < application.updatedAt) throw new Error(`A change of application ${application.id} cannot be dated before its last change`);
  return options.at;
}
