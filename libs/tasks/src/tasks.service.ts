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
  type ValidationIssue,
} from '@app/core';
import { ApplicationsService } from '@app/applications';
import { CandidatesService } from '@app/candidates';
import { UsersService } from '@app/users';
import { InterviewsService } from '@app/interviews';
import { JobsService } from '@app/jobs';
import { TaskRules } from './domain/task-rules';
import type { CreateTaskDto, UpdateTaskDto } from './http/dto/task.dto';
import type { ListTasksDto } from './http/dto/list-tasks.dto';
import type { TaskResponse } from './http/dto/task-response.dto';
import { presentTask } from './http/task.presenter';
import { TaskEntity } from './persistence/task.entity';
import { TasksRepository } from './persistence/tasks.repository';

/** The fields that name another record; each must exist when set (422 otherwise). */
const LINK_FIELDS = ['ownerId', 'candidateId', 'applicationId', 'jobId', 'interviewId'] as const;
type LinkField = (typeof LINK_FIELDS)[number];
type Links = Partial<Record<LinkField, string | null>>;

const WHAT: Record<LinkField, string> = { ownerId: 'a user', candidateId: 'a candidate', applicationId: 'an application', jobId: 'a job', interviewId: 'an interview' };
const TEXT_FIELDS = ['title', 'description', 'status', 'priority'] as const;

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

  async create(actor: Actor, dto: CreateTaskDto): Promise<TaskResponse> {
    const links = normaliseLinks(dto);
    return this.write(async (tx) => {
      await this.checkLinks(tx, links);
      const now = new Date();
      const status = dto.status ?? 'pending';
      const task = tx.create(TaskEntity, {
        id: newId(),
        title: dto.title,
        description: dto.description ?? null,
        status,
        priority: dto.priority ?? 'medium',
        dueDate: dto.dueDate == null ? null : new Date(dto.dueDate),
        completedAt: TaskRules.completedAt(null, status, null, now),
        ownerId: links.ownerId ?? null,
        candidateId: links.candidateId ?? null,
        applicationId: links.applicationId ?? null,
        jobId: links.jobId ?? null,
        interviewId: links.interviewId ?? null,
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

  /** Spec op 15. */
  async get(id: string): Promise<TaskResponse> {
    return presentTask(await this.findOrFail(this.dataSource.manager, id));
  }

  async list(query: ListTasksDto): Promise<Page<TaskResponse>> {
    return toPage(await this.repository.list(query), pageLimit(query), presentTask);
  }

  /** Spec op 16: only the fields sent change; a PATCH that changes nothing records no event. */
  async update(actor: Actor, id: string, dto: UpdateTaskDto): Promise<TaskResponse> {
    const links = normaliseLinks(dto);
    return this.write(async (tx) => {
      const task = await this.findOrFail(tx, id, true);
      const changes: Partial<TaskEntity> = {};
      for (const field of TEXT_FIELDS) {
        const value = dto[field];
        if (value !== undefined && value !== task[field]) Object.assign(changes, { [field]: value });
      }
      if (dto.dueDate !== undefined) {
        const dueDate = dto.dueDate === null ? null : new Date(dto.dueDate);
        if (dueDate?.getTime() !== task.dueDate?.getTime()) changes.dueDate = dueDate;
      }
      const changedLinks: Links = {};
      for (const field of LINK_FIELDS) {
        if (links[field] !== undefined && links[field] !== task[field]) changedLinks[field] = links[field];
      }
      await this.checkLinks(tx, changedLinks);
      Object.assign(changes, changedLinks);
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
      const task = await this.findOrFail(tx, id, true);
      await tx.delete(TaskEntity, { id });
      await this.events.record(tx, { type: 'task.deleted', entityId: id, actor, data: presentTask(task) });
    });
    return { deleted: true };
  }

  private async findOrFail(tx: EntityManager, id: string, lock = false): Promise<TaskEntity> {
    const task = await tx.findOne(TaskEntity, { where: { id }, lock: lock ? { mode: 'pessimistic_write' } : undefined });
    if (task === null) throw new NotFoundError('Task', id);
    return task;
  }

  /** Every link that is set must name an existing record; all missing ones are reported at once. Candidates and applications stay locked (FOR SHARE) until commit. */
  private async checkLinks(tx: EntityManager, links: Links): Promise<void> {
    const missing: LinkField[] = [];
    const { ownerId, candidateId, applicationId, jobId, interviewId } = links;
    // ownerId is any string of 1-120 characters on the wire; only a UUID can name a user.
    if (ownerId != null && (!isUuid(ownerId) || !(await this.users.namesOf([ownerId], tx)).has(ownerId))) missing.push('ownerId');
    if (candidateId != null && !(await this.candidates.exists(tx, candidateId, 'share'))) missing.push('candidateId');
    if (applicationId != null && (await this.applications.refOf(tx, applicationId, 'share')) === null) missing.push('applicationId');
    if (jobId != null && !(await this.jobs.exists(tx, jobId))) missing.push('jobId');
    if (interviewId != null && !(await this.interviews.exists(tx, interviewId))) missing.push('interviewId');
    if (missing.length > 0) throw new ValidationFailedError(missing.map((field) => notFoundIssue(field, links[field] as string)));
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

/** Link ids as stored: UUIDs in lower case. A non-UUID ownerId is kept as sent, to be refused by checkLinks. */
function normaliseLinks(dto: Links): Links {
  const links: Links = {};
  for (const field of LINK_FIELDS) {
    const value = dto[field];
    links[field] = typeof value === 'string' && isUuid(value) ? value.toLowerCase() : value;
  }
  return links;
}
