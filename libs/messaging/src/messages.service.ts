import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  EventRecorder,
  newId,
  NotFoundError,
  pageLimit,
  parseIsoUtcDateTime,
  toPage,
  ValidationFailedError,
  type Actor,
  type Page,
  type PageQueryDto,
  type ValidationIssue,
} from '@app/core';
import { CareersEnvironment } from '@app/job-posts';
import { headerSafe, MessageRules } from './domain/message-rules';
import { fillText, messageSourceIssues, placeholderIssues, renderHtml, type PlaceholderValues } from './domain/placeholders';
import { MessageQueueService } from './message-queue.service';
import { MessagingEnvironment } from './messaging.env';
import { MessageEntity } from './persistence/message.entity';
import { MessageTemplatesRepository } from './persistence/message-templates.repository';
import { MessagesRepository, type MessageApplication, type Recipient } from './persistence/messages.repository';
import type { MessageResponse, SuppressionResponse } from './representation/messaging-response.dto';
import type { ListMessagesQuery, SendMessageInput } from './representation/messaging-requests';
import { presentMessage, presentSuppression } from './representation/messaging.presenter';

/** A thread's token: a random UUID (122 random bits), lower case, so safe in an address's local part whatever the mail server's case rules. */
export function threadToken(): string {
  return randomUUID();
}

/** The activity entity of a message's events: its application when it has one, else its candidate (docs/api/messaging.md#events). */
export function messageEntity(message: Pick<MessageEntity, 'applicationId' | 'candidateId'>): { entityType: 'application' | 'candidate'; entityId: string } {
  return message.applicationId === null
    ? { entityType: 'candidate', entityId: message.candidateId }
    : { entityType: 'application', entityId: message.applicationId };
}

/** Outbound messages written through the API, read and canceled; the worker sends them (docs/api/messaging.md). */
@Injectable()
export class MessagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: MessagesRepository,
    private readonly templates: MessageTemplatesRepository,
    private readonly events: EventRecorder,
    private readonly queue: MessageQueueService,
    private readonly environment: MessagingEnvironment,
    private readonly careers: CareersEnvironment,
  ) {}

  /** POST /candidates/{id}/messages: 202 with the message `queued` (or `scheduled` for a later `sendAt`). */
  async send(actor: Actor, candidateId: string, dto: SendMessageInput): Promise<MessageResponse> {
    const message = await this.dataSource.transaction(async (tx) => {
      const recipient = await this.repository.recipient(tx, candidateId);
      if (recipient === null) throw new NotFoundError('Candidate', candidateId);
      const now = new Date();
      const { source, application, sendAt } = await this.checked(tx, recipient, dto, now);
      const values = this.placeholderValues(recipient, application, actor);
      const applicationId = application?.id ?? null;
      const thread = await this.repository.thread(tx, {
        id: newId(),
        candidateId,
        applicationId,
        replyToken: threadToken(),
        unsubscribeToken: threadToken(),
        createdAt: now,
      });
      const id = newId();
      const row = tx.create(MessageEntity, {
        id,
        candidateId,
        applicationId,
        threadId: thread.id,
        direction: 'outbound',
        fromAddress: this.environment.fromAddress,
        toAddress: recipient.email,
        subject: headerSafe(fillText(source.subject, values)),
        body: fillText(source.body, values),
        htmlBody: renderHtml(source.body, values),
        status: MessageRules.initialStatus(sendAt, now),
        sendAt,
        sentAt: null,
        failedReason: null,
        templateId: source.templateId,
        senderId: actor.id,
        senderName: actor.name,
        attempts: 0,
        nextAttemptAt: null,
        attemptStartedAt: null,
        messageIdHeader: `<${id}@${this.environment.replyDomain}>`,
        createdAt: now,
        updatedAt: now,
      });
      await this.repository.insert(tx, row);
      const view = presentMessage(row);
      await this.events.record(tx, { type: 'message.queued', ...messageEntity(row), actor, metadata: { messageId: id, status: row.status }, data: view });
      return row;
    });
    await this.queue.enqueueSoon([message.id]);
    return presentMessage(message);
  }

  async get(id: string): Promise<MessageResponse> {
    const message = await this.repository.find(this.dataSource.manager, id);
    if (message === null) throw new NotFoundError('Message', id);
    return presentMessage(message);
  }

  async list(query: ListMessagesQuery): Promise<Page<MessageResponse>> {
    return toPage(await this.repository.list(query), pageLimit(query), presentMessage);
  }

  /** GET /candidates/{id}/messages: 404 for a candidate the request does not reach. */
  async listOfCandidate(candidateId: string, query: Omit<ListMessagesQuery, 'candidateId'>): Promise<Page<MessageResponse>> {
    const found = await this.dataSource.transaction((tx) => this.repository.recipient(tx, candidateId));
    if (found === null) throw new NotFoundError('Candidate', candidateId);
    return this.list({ ...query, candidateId });
  }

  /** POST /messages/{id}/cancel: a scheduled message only (else 409 INVALID_STATE); nothing is sent. */
  async cancel(id: string): Promise<MessageResponse> {
    return this.dataSource.transaction(async (tx) => {
      const message = await this.repository.find(tx, id, 'update');
      if (message === null) throw new NotFoundError('Message', id);
      MessageRules.assertCancelable(message.status);
      Object.assign(message, { status: 'canceled', updatedAt: new Date() });
      await this.repository.update(tx, id, { status: message.status, updatedAt: message.updatedAt });
      return presentMessage(message);
    });
  }

  async listSuppressions(query: PageQueryDto): Promise<Page<SuppressionResponse>> {
    return toPage(await this.repository.listSuppressions(query), pageLimit(query), presentSuppression);
  }

  /** DELETE /suppressions/{id} (admins): the address gets mail again. */
  async deleteSuppression(id: string): Promise<{ deleted: true }> {
    const deleted = await this.dataSource.transaction((tx) => this.repository.deleteSuppression(tx, id));
    if (!deleted) throw new NotFoundError('Suppression', id);
    return { deleted: true };
  }

  /** The body's rules that need stored data, every broken one at once: the template, the application, sendAt, the placeholders. */
  private async checked(tx: EntityManager, recipient: Recipient, dto: SendMessageInput, now: Date) {
    const issues: ValidationIssue[] = messageSourceIssues(dto);
    let source: { subject: string; body: string; templateId: string | null } | null = null;
    if (issues.length === 0 && dto.templateId !== undefined) {
      const template = await this.templates.find(tx, dto.templateId);
      if (template === null) issues.push({ location: 'body', path: 'templateId', message: `templateId ${dto.templateId} is not a message template` });
      else source = { subject: template.subject, body: template.body, templateId: template.id };
    } else if (issues.length === 0 && dto.subject !== undefined && dto.body !== undefined) {
      issues.push(...placeholderIssues(dto));
      source = { subject: dto.subject, body: dto.body, templateId: null };
    }
    let application: MessageApplication | null = null;
    if (dto.applicationId !== undefined && dto.applicationId !== null) {
      application = await this.repository.application(tx, dto.applicationId);
      if (application === null || application.candidateId !== recipient.id) {
        issues.push({
          location: 'body',
          path: 'applicationId',
          message: `applicationId ${dto.applicationId} is not an application of candidate ${recipient.id}`,
        });
        application = null;
      }
    }
    const sendAt = dto.sendAt === undefined ? null : parseIsoUtcDateTime(dto.sendAt);
    const sendAtProblem = sendAt === null ? null : MessageRules.sendAtProblem(sendAt, now);
    if (sendAtProblem !== null) issues.push({ location: 'body', path: 'sendAt', message: sendAtProblem });
    if (issues.length > 0 || source === null) throw new ValidationFailedError(issues);
    return { source, application, sendAt };
  }

  private placeholderValues(recipient: Recipient, application: MessageApplication | null, actor: Actor): PlaceholderValues {
    return {
      'candidate.firstName': recipient.firstName,
      'candidate.lastName': recipient.lastName,
      'job.title': application?.jobTitle,
      'stage.name': application?.stageName,
      'sender.name': actor.name,
      'company.name': this.careers.COMPANY_NAME,
    };
  }
}
