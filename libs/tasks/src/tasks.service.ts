import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  EventRecorder,
  isUuid,
  newId,
  NotFoundError,
  pageLimit,
  PG_FOREIGN_KEY_VIOLATION,
  toPage,
  ValidationFailedError,
  type Actor,
  type Page,
  type RowLock,
  type ValidationIssue,
  parseIsoUtcDateTime,
} from '@app/core';
import { ApplicationsService } from '@app/applications';
import { CandidatesService } from '@app/candidates';
import { UsersService } from '@app/users';
import { InterviewsService } from '@app/interviews';
import { JobsService } from '@app/jobs';
import { TaskRules } from './domain/task-rules';
import type { TaskResponse } from './representation/task-response.dto';
import { presentTask } from './representation/task.presenter';
import { TaskEntity } from './persistence/task.entity';
import { TasksRepository } from './persistence/tasks.repository';
import type { CreateTaskInput, ListTasksQuery, UpdateTaskInput } from './representation/task-requests';

/** The fields that name another record; each must exist when set (422 otherwise). */
const LINK_FIELDS = ['ownerId', 'candidateId', 'applicationId', 'jobId', 'interviewId'] as const;
type LinkField = (typeof LINK_FIELDS)[number];
type Links = Partial<Record<LinkField, string | null>>;

const WHAT: Record<LinkField, string> = {
  ownerId: 'a user',
  candidateId: 'a candidate',
  applicationId: 'an application',
  jobId: 'a job',
  interviewId: 'an interview',
};
const TEXT_FIELDS = ['title', 'description', 'status', 'priority'] as const;

/**
 * When an in-process caller's task was created (and completed, if created so): the demo seed's
 * (docs/adr/0082-demo-offers-dated-in-its-history.md). Now unless told; never from a request.
 */
export interface TaskCreateOptions {
  at?: Date;
}

@Injectable()
export class TasksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: TasksRepository,
    private readonly users: UsersService,
    private readonly candidates: CandidatesService,
    private readonly applications: ApplicationsService,
    private readonly jobs: JobsService,
    private readonly interviews: InterviewsService,
    private readonly events: EventRecorder,
  ) {}

  async create(actor: Actor, dto: CreateTaskInput, options: TaskCreateOptions = {}): Promise<TaskResponse> {
    return this.write(async (tx) => {
      const links = await this.checkLinks(tx, dto);
      const now = options.at ?? new Date();
      const status = dto.status ?? 'pending';
      const task = tx.create(TaskEntity, {
        id: newId(),
        title: dto.title,
        description: dto.description ?? null,
        status,
        priority: dto.priority ?? 'medium',
        dueDate: dto.dueDate == null ? null : parseIsoUtcDateTime(dto.dueDate),
        completedAt: TaskRules.completedAt(null, status, null, now),
        ownerId: dto.ownerId ?? null,
        candidateId: links.candidateId ?? null,
        applicationId: dto.applicationId ?? null,
        jobId: dto.jobId ?? null,
        interviewId: dto.interviewId ?? null,
        createdById: actor.id,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(TaskEntity, task);
      const view = presentTask(task);
      await this.events.record(tx, { type: 'task.created', entityId: task.id, actor, metadata: { status, priority: task.priority }, data: view });
      return view;
    });
  }

  /** GET /tasks/{id}. */
  async get(id: string): Promise<TaskResponse> {
    return presentTask(await this.findOrFail(this.dataSource.manager, id));
  }

  async list(query: ListTasksQuery): Promise<Page<TaskResponse>> {
    return toPage(await this.repository.list(query), pageLimit(query), presentTask);
  }

  /** PATCH /tasks/{id}: only the fields sent change; a PATCH that changes nothing records no event. */
  async update(actor: Actor, id: string, dto: UpdateTaskInput): Promise<TaskResponse> {
    return this.write(async (tx) => {
      const task = await this.findOrFail(tx, id, 'update');
      const changes: Partial<TaskEntity> = {};
      for (const field of TEXT_FIELDS) {
        const value = dto[field];
        if (value !== undefined && value !== task[field]) Object.assign(changes, { [field]: value });
      }
      if (dto.dueDate !== undefined) {
        const dueDate = dto.dueDate === null ? null : parseIsoUtcDateTime(dto.dueDate);
        if (dueDate?.getTime() !== task.dueDate?.getTime()) changes.dueDate = dueDate;
      }
      const changedLinks: Links = {};
      for (const field of LINK_FIELDS) {
        if (dto[field] !== undefined && dto[field] !== task[field]) changedLinks[field] = dto[field];
      }
      Object.assign(changes, await this.checkLinks(tx, changedLinks));
      const changedFields = Object.keys(changes);
      if (changedFields.length === 0) return presentTask(task);

      const now = new Date();
      const fromStatus = task.status;
      const toStatus = changes.status ?? fromStatus;
      const completedAt = TaskRules.completedAt(fromStatus, toStatus, task.completedAt, now);
      Object.assign(task, changes, { completedAt, updatedAt: now });
      await tx.update(TaskEntity, { id }, { ...changes, completedAt, updatedAt: now });
      const view = presentTask(task);
      const metadata = toStatus === fromStatus ? { changedFields } : { changedFields, fromStatus, toStatus };
      await this.events.record(tx, { type: TaskRules.eventOf(fromStatus, toStatus), entityId: id, actor, metadata, data: view });
      return view;
    });
  }

  async remove(actor: Actor, id: string): Promise<{ deleted: true }> {
    await this.dataSource.transaction(async (tx) => {
      const task = await this.findOrFail(tx, id, 'update');
      await tx.delete(TaskEntity, { id });
      await this.events.record(tx, { type: 'task.deleted', entityId: id, actor, data: presentTask(task) });
    });
    return { deleted: true };
  }

  private async findOrFail(tx: EntityManager, id: string, lock?: RowLock): Promise<TaskEntity> {
    const task = await this.repository.findOne(tx, id, lock);
    if (task === null) throw new NotFoundError('Task', id);
    return task;
  }

  /**
   * Every link that is set must name an existing record; all missing ones are reported at once.
   * Candidates and applications stay locked (FOR SHARE) until commit.
   * Returns the links to store: a merged-away candidate id names the survivor (docs/api/sync.md#merge).
   */
  private async checkLinks(tx: EntityManager, links: Links): Promise<Links> {
    const missing: LinkField[] = [];
    const { ownerId, candidateId, applicationId, jobId, interviewId } = links;
    // ownerId is any string of 1-120 characters on the wire; only a UUID can name a user.
    if (ownerId != null && (!isUuid(ownerId) || !(await this.users.namesOf(tx, [ownerId])).has(ownerId))) missing.push('ownerId');
    const resolvedCandidateId = candidateId == null ? candidateId : await this.candidates.resolveId(tx, candidateId, 'share');
    if (resolvedCandidateId === null && candidateId != null) missing.push('candidateId');
    if (applicationId != null && (await this.applications.refOf(tx, applicationId, 'share')) === null) missing.push('applicationId');
    if (jobId != null && !(await this.jobs.exists(tx, jobId))) missing.push('jobId');
    if (interviewId != null && !(await this.interviews.exists(tx, interviewId))) missing.push('interviewId');
    if (missing.length > 0) throw new ValidationFailedError(missing.map((field) => notFoundIssue(field, links[field] as string)));
    return resolvedCandidateId === undefined ? links : { ...links, candidateId: resolvedCandidateId };
  }

  /** Runs a write in a transaction; a link deleted between the check and the write is still a 422, never a 500. */
  private async write<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      const driverError = (error as { driverError?: { code?: string; constraint?: string } }).driverError;
      const field = LINK_FIELDS.find((name) => driverError?.constraint === `tasks_${name.replace('Id', '')}_id_fkey`);
      if (driverError?.code === PG_FOREIGN_KEY_VIOLATION && field !== undefined) throw new ValidationFailedError([notFoundIssue(field, 'the given id')]);
      throw error;
    }
  }
}

function notFoundIssue(field: LinkField, value: string): ValidationIssue {
  return { location: 'body', path: field, message: `${field} ${value} is not ${WHAT[field]}` };
}
