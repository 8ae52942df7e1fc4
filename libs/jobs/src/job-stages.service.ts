import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConflictError, EventRecorder, newId, NotFoundError, PG_FOREIGN_KEY_VIOLATION, pageLimit, type Actor, type Page, type PageQueryDto } from '@app/core';
import { JobRules } from './domain/job-rules';
import { JobsService } from './jobs.service';
import type { JobStageResponse } from './representation/job-response.dto';
import { presentStage } from './representation/job.presenter';
import { JobStageEntity } from './persistence/job-stage.entity';
import { encodeStageCursor, JobsRepository } from './persistence/jobs.repository';
import type { CreateJobStageInput, UpdateJobStageInput } from './representation/job-requests';

/** A job's pipeline stages. Every use case takes the job's row lock first, then the stage's, like applications do. */
@Injectable()
export class JobStagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly repository: JobsRepository,
    private readonly events: EventRecorder,
  ) {}

  /** The pipeline in order (order, createdAt, id), paged with a cursor in that order. */
  async list(jobId: string, query: PageQueryDto): Promise<Page<JobStageResponse>> {
    await this.jobs.findOrFail(this.dataSource.manager, jobId);
    const limit = pageLimit(query);
    const rows = await this.repository.pipelinePage(jobId, query);
    const hasMore = rows.length > limit;
    const stages = hasMore ? rows.slice(0, limit) : rows;
    const last = stages.at(-1);
    return { items: stages.map(presentStage), pagination: { nextCursor: hasMore && last ? encodeStageCursor(last) : null, hasMore, limit } };
  }

  /** Without `order` the stage goes last; without `color` it takes the palette's color at its position. */
  async create(actor: Actor, jobId: string, dto: CreateJobStageInput): Promise<JobStageResponse> {
    return this.dataSource.transaction(async (tx) => {
      // FOR UPDATE: concurrent additions count the stages one at a time, so the limit holds.
      await this.jobs.findOrFail(tx, jobId, 'update');
      const { count, lastOrder } = await this.repository.pipelineSize(tx, jobId);
      JobRules.assertCanAddStage(count);
      const now = new Date();
      const stage = tx.create(JobStageEntity, {
        id: newId(),
        jobId,
        name: dto.name,
        color: dto.color ?? JobRules.colorAt(count),
        order: dto.order ?? JobRules.orderAfter(lastOrder),
        emailConfig: { candidateUpdatesEnabled: dto.emailConfig?.candidateUpdatesEnabled ?? false },
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(JobStageEntity, stage);
      const view = presentStage(stage);
      await this.events.record(tx, { type: 'job.stage_created', entityId: jobId, actor, metadata: { stageId: stage.id }, data: view });
      return view;
    });
  }

  /** PATCH /jobs/{id}/stages/{stageId}: only the fields sent change; the stage must belong to the job. No change, no event. */
  async update(actor: Actor, jobId: string, stageId: string, dto: UpdateJobStageInput): Promise<JobStageResponse> {
    return this.dataSource.transaction(async (tx) => {
      await this.jobs.findOrFail(tx, jobId, 'share');
      const stage = await this.repository.findStage(tx, jobId, stageId, 'update');
      if (stage === null) throw new NotFoundError('Stage of this job', stageId);
      const changes: Partial<JobStageEntity> = {};
      for (const field of ['name', 'color', 'order'] as const) {
        if (dto[field] !== undefined && dto[field] !== stage[field]) Object.assign(changes, { [field]: dto[field] });
      }
      if (dto.emailConfig !== undefined && dto.emailConfig.candidateUpdatesEnabled !== stage.emailConfig.candidateUpdatesEnabled) {
        changes.emailConfig = { candidateUpdatesEnabled: dto.emailConfig.candidateUpdatesEnabled };
      }
      const changedFields = Object.keys(changes);
      if (changedFields.length === 0) return presentStage(stage);
      Object.assign(stage, changes, { updatedAt: new Date() });
      await tx.update(JobStageEntity, { id: stageId }, { ...changes, updatedAt: stage.updatedAt });
      const view = presentStage(stage);
      await this.events.record(tx, { type: 'job.stage_updated', entityId: jobId, actor, metadata: { stageId, changedFields }, data: view });
      return view;
    });
  }

  /** 409 CONFLICT while applications sit in the stage (their foreign key refuses the delete) and for a job's last stage. */
  async remove(actor: Actor, jobId: string, stageId: string): Promise<{ deleted: true }> {
    await this.dataSource.transaction(async (tx) => {
      await this.jobs.findOrFail(tx, jobId, 'update');
      const stage = await this.repository.findStage(tx, jobId, stageId);
      if (stage === null) throw new NotFoundError('Stage of this job', stageId);
      JobRules.assertCanRemoveStage((await this.repository.pipelineSize(tx, jobId)).count);
      try {
        await tx.delete(JobStageEntity, { id: stageId });
      } catch (error) {
        if (isForeignKeyViolation(error)) {
          throw new ConflictError(`Stage ${stageId} still holds applications; move them to another stage first`, { stageId });
        }
        throw error;
      }
      await this.events.record(tx, { type: 'job.stage_deleted', entityId: jobId, actor, metadata: { stageId }, data: presentStage(stage) });
    });
    return { deleted: true };
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string } })?.driverError ?? (error as { code?: string });
  return driverError?.code === PG_FOREIGN_KEY_VIOLATION;
}
