import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  EventRecorder,
  newId,
  NotFoundError,
  pageLimit,
  toPage,
  ValidationFailedError,
  type Actor,
  type Page,
  type RowLock,
  type ValidationIssue,
  parseIsoUtcDateTime,
  ListFilters,
} from '@app/core';
import { ApplicationsService } from '@app/applications';
import { UsersService } from '@app/users';
import { JobsService } from '@app/jobs';
import { InterviewRules, type InterviewAction, type InterviewSource } from './domain/interview-rules';
import type { InterviewResponse } from './representation/interview-response.dto';
import { presentInterview } from './representation/interview.presenter';
import { InterviewEntity } from './persistence/interview.entity';
import { InterviewRepository } from './persistence/interview.repository';
import type { CreateInterviewInput, ListInterviewsQuery, UpdateInterviewInput } from './representation/interview-requests';

const EDITABLE_FIELDS = ['title', 'type', 'mode', 'durationMins', 'location', 'notes', 'meetingUrl'] as const;

/** The state actions and the event each records. A no-show has no event name of its own (docs/api/events.md#event-types): it is an update of `status`. */
const TRANSITION_EVENTS = { cancel: 'interview.canceled', complete: 'interview.completed', no_show: 'interview.updated' } as const;

@Injectable()
export class InterviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: InterviewRepository,
    private readonly applications: ApplicationsService,
    private readonly jobs: JobsService,
    private readonly users: UsersService,
    private readonly events: EventRecorder,
    private readonly listFilters: ListFilters,
  ) {}

  /** POST /interviews: for an active application of a job that is not closed; candidate and job are copied from it. */
  async schedule(actor: Actor, dto: CreateInterviewInput, source: InterviewSource = 'api'): Promise<InterviewResponse> {
    const { applicationId, interviewerId } = dto;
    return this.dataSource.transaction(async (tx) => {
      // `share` keeps the application's status (and the job's) from changing until the interview is written.
      const application = await this.applications.refOf(tx, applicationId, 'share');
      const issues: ValidationIssue[] = [];
      if (application === null) issues.push({ location: 'body', path: 'applicationId', message: `applicationId ${applicationId} is not an application` });
      if (!(await this.isUser(tx, interviewerId))) issues.push(interviewerIssue(interviewerId));
      if (application === null || issues.length > 0) throw new ValidationFailedError(issues);
      const job = await this.jobs.pipelineOf(tx, application.jobId, { includeDeleted: true }, 'share');
      InterviewRules.assertSchedulable(application.status, job?.status ?? 'closed');
      const now = new Date();
      const interview = tx.create(InterviewEntity, {
        id: newId(),
        applicationId,
        candidateId: application.candidateId,
        jobId: application.jobId,
        interviewerId,
        title: dto.title,
        type: dto.type,
        mode: dto.mode,
        status: 'scheduled',
        scheduledAt: parseIsoUtcDateTime(dto.scheduledAt),
        durationMins: dto.durationMins,
        location: dto.location ?? null,
        notes: dto.notes ?? null,
        source,
        meetingUrl: dto.meetingUrl ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(InterviewEntity, interview);
      const view = presentInterview(interview);
      await this.events.record(tx, {
        type: 'interview.scheduled',
        entityId: applicationId,
        actor,
        metadata: { interviewId: interview.id, interviewerId, scheduledAt: view.scheduledAt },
        data: view,
      });
      return view;
    });
  }

  /** GET /interviews. */
  async list(query: ListInterviewsQuery): Promise<Page<InterviewResponse>> {
    const filters = await this.listFilters.conditions('interview', query);
    return toPage(await this.repository.list({ ...query, filters }), pageLimit(query), presentInterview);
  }

  /** GET /interviews/{id}. */
  async get(id: string): Promise<InterviewResponse> {
    return presentInterview(await this.findOrFail(this.dataSource.manager, id));
  }

  /** PATCH /interviews/{id}: only a scheduled interview can be edited; a PATCH that changes nothing records no event. */
  async update(actor: Actor, id: string, dto: UpdateInterviewInput): Promise<InterviewResponse> {
    return this.dataSource.transaction(async (tx) => {
      const interview = await this.findOrFail(tx, id, 'update');
      const { interviewerId } = dto;
      InterviewRules.next(interview.status, 'update');
      if (interviewerId !== undefined && !(await this.isUser(tx, interviewerId))) throw new ValidationFailedError([interviewerIssue(interviewerId)]);
      const changes: Partial<InterviewEntity> = {};
      if (interviewerId !== undefined && interviewerId !== interview.interviewerId) changes.interviewerId = interviewerId;
      for (const field of EDITABLE_FIELDS) {
        if (dto[field] !== undefined && dto[field] !== interview[field]) Object.assign(changes, { [field]: dto[field] });
      }
      if (dto.scheduledAt !== undefined) {
        const scheduledAt = parseIsoUtcDateTime(dto.scheduledAt);
        if (scheduledAt.getTime() !== interview.scheduledAt.getTime()) changes.scheduledAt = scheduledAt;
      }
      const changedFields = Object.keys(changes);
      if (changedFields.length === 0) return presentInterview(interview);
      Object.assign(interview, changes, { updatedAt: new Date() });
      await tx.update(InterviewEntity, { id }, { ...changes, updatedAt: interview.updatedAt });
      const view = presentInterview(interview);
      await this.events.record(tx, {
        type: 'interview.updated',
        entityId: interview.applicationId,
        actor,
        metadata: { interviewId: id, changedFields },
        data: view,
      });
      return view;
    });
  }

  /** POST /interviews/{id}/cancel. */
  cancel(actor: Actor, id: string): Promise<InterviewResponse> {
    return this.transition(actor, id, 'cancel');
  }

  complete(actor: Actor, id: string): Promise<InterviewResponse> {
    return this.transition(actor, id, 'complete');
  }

  markNoShow(actor: Actor, id: string): Promise<InterviewResponse> {
    return this.transition(actor, id, 'no_show');
  }

  /** For other contexts: whether the interview exists. */
  async exists(tx: EntityManager, id: string): Promise<boolean> {
    return this.repository.exists(tx, id);
  }

  /** For erasure participants: the ids of the interviews of the candidate's applications. */
  async idsOfCandidate(tx: EntityManager, candidateId: string): Promise<string[]> {
    return this.repository.idsOfCandidate(tx, candidateId);
  }

  /** scheduled → completed | canceled | no_show, under a row lock so concurrent actions see each other's result. */
  private async transition(actor: Actor, id: string, action: Exclude<InterviewAction, 'update'>): Promise<InterviewResponse> {
    return this.dataSource.transaction(async (tx) => {
      const interview = await this.findOrFail(tx, id, 'update');
      const fromStatus = interview.status;
      interview.status = InterviewRules.next(fromStatus, action);
      interview.updatedAt = new Date();
      await tx.update(InterviewEntity, { id }, { status: interview.status, updatedAt: interview.updatedAt });
      const view = presentInterview(interview);
      const metadata = { interviewId: id, ...(action === 'no_show' ? { changedFields: ['status'] } : {}), fromStatus, toStatus: interview.status };
      await this.events.record(tx, { type: TRANSITION_EVENTS[action], entityId: interview.applicationId, actor, metadata, data: view });
      return view;
    });
  }

  private async findOrFail(tx: EntityManager, id: string, lock?: RowLock): Promise<InterviewEntity> {
    const interview = await this.repository.findOne(tx, id, lock);
    if (interview === null) throw new NotFoundError('Interview', id);
    return interview;
  }

  private async isUser(tx: EntityManager, id: string): Promise<boolean> {
    return (await this.users.namesOf(tx, [id])).has(id);
  }
}

function interviewerIssue(id: string): ValidationIssue {
  return { location: 'body', path: 'interviewerId', message: `interviewerId ${id} is not a user` };
}
