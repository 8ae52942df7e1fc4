import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { EventRecorder, newId, type Actor, type EventType, type RowPass } from '@app/core';
import { CareersEnvironment } from '@app/job-posts';
import { ConsentsService } from '@app/privacy';
import { WebhooksEnvironment } from '@app/webhooks';
import { ATTEMPT_LEASE_MS, MessageRules, type SendResult, type StopReason } from './domain/message-rules';
import { MailTransport, type OutgoingMail } from './mail-transport';
import { messageEntity } from './messages.service';
import { MessagingEnvironment } from './messaging.env';
import { MessageEntity } from './persistence/message.entity';
import { MessageThreadEntity } from './persistence/message-thread.entity';
import { MessagesRepository } from './persistence/messages.repository';
import { presentMessage } from './representation/messaging.presenter';

/** A job that runs this early (a duplicate job, clock skew) waits for the message's time instead. */
const EARLY_TOLERANCE_MS = 1000;

/** One claimed attempt: the message as taken and the mail to send. */
interface Claim {
  message: MessageEntity;
  startedAt: Date;
  mail: OutgoingMail;
}

/**
 * The worker's send (docs/adr/0099-messages-sent-at-most-once.md): the message row is locked and marked
 * taken (`attemptStartedAt`) in one commit, the mail handed to the server, and the answer recorded in a
 * second commit. A message is sent at most once: a run that finds an attempt taken and never recorded
 * (the worker died meanwhile) fails it as `interrupted` rather than risk sending it twice.
 */
@Injectable()
export class MessageSender {
  private readonly logger = new Logger(MessageSender.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: MessagesRepository,
    private readonly events: EventRecorder,
    private readonly transport: MailTransport,
    private readonly environment: MessagingEnvironment,
    private readonly careers: CareersEnvironment,
    private readonly webhooks: WebhooksEnvironment,
    private readonly consents: ConsentsService,
  ) {}

  async attempt(messageId: string): Promise<RowPass> {
    const taken = await this.dataSource.transaction((tx) => this.claim(tx, messageId));
    if (!('mail' in taken)) return taken;
    const result = await this.transport.send(taken.mail);
    return this.dataSource.transaction((tx) => this.record(tx, taken, result));
  }

  /** Locks the message and decides: wait, stop (suppressed, interrupted) or take it for an attempt. */
  private async claim(tx: EntityManager, messageId: string): Promise<RowPass | Claim> {
    const message = await this.repository.lockForAttempt(tx, messageId);
    if (message === null || !MessageRules.isOpen(message.status)) return { next: 'done' };
    const now = new Date();
    const due = message.nextAttemptAt ?? message.sendAt;
    if (due !== null && due.getTime() > now.getTime() + EARLY_TOLERANCE_MS) return { next: 'later', at: due };
    if (message.attemptStartedAt !== null) {
      if (!MessageRules.attemptCutOff(message.attemptStartedAt, now))
        return { next: 'later', at: new Date(message.attemptStartedAt.getTime() + ATTEMPT_LEASE_MS) };
      this.logger.warn(`Message ${message.id}: an attempt started at ${message.attemptStartedAt.toISOString()} recorded no answer; not sent again`);
      await this.finish(tx, message, { status: 'failed', failedReason: 'interrupted' }, 'message.failed', now);
      return { next: 'done' };
    }
    const stop = await this.stopReason(tx, message);
    if (stop !== null) {
      await this.finish(tx, message, { status: 'suppressed', failedReason: stop }, 'message.suppressed', now);
      return { next: 'done' };
    }
    const thread = await this.repository.threadOf(tx, message.threadId);
    if (thread === null) return { next: 'done' };
    await this.repository.update(tx, message.id, { status: 'queued', attemptStartedAt: now, attempts: message.attempts + 1 });
    Object.assign(message, { status: 'queued', attempts: message.attempts + 1 });
    return { message, startedAt: now, mail: this.mailOf(message, thread) };
  }

  /** The answer of the server, recorded unless another run took the message over meanwhile. */
  private async record(tx: EntityManager, claim: Claim, result: SendResult): Promise<RowPass> {
    const message = await this.repository.lockForAttempt(tx, claim.message.id);
    if (message === null || message.status !== 'queued' || message.attemptStartedAt?.getTime() !== claim.startedAt.getTime()) return { next: 'done' };
    const now = new Date();
    switch (result.outcome) {
      case 'accepted':
        await this.finish(tx, message, { status: 'sent', sentAt: now, failedReason: null }, 'message.sent', now);
        return { next: 'done' };
      case 'bounced':
        await this.repository.suppress(tx, { id: newId(), address: message.toAddress, reason: 'bounced', candidateId: message.candidateId, createdAt: now });
        await this.finish(tx, message, { status: 'failed', failedReason: 'bounced' }, 'message.failed', now);
        return { next: 'done' };
      case 'rejected':
        await this.finish(tx, message, { status: 'failed', failedReason: result.reason }, 'message.failed', now);
        return { next: 'done' };
      case 'transient': {
        const next = MessageRules.nextAttemptAt(message.attempts, this.webhooks.retryScheduleSeconds, now, Math.random());
        if (next === null) {
          await this.finish(tx, message, { status: 'failed', failedReason: result.reason }, 'message.failed', now);
          return { next: 'done' };
        }
        await this.repository.update(tx, message.id, { attemptStartedAt: null, nextAttemptAt: next, failedReason: result.reason, updatedAt: now });
        return { next: 'later', at: next };
      }
    }
  }

  /** Why the message must not go out, or null: the address suppressed (an unsubscribe lifted by a later consent), the candidate gone. */
  private async stopReason(tx: EntityManager, message: MessageEntity): Promise<StopReason | null> {
    if (await this.repository.candidateGone(tx, message.candidateId)) return 'anonymized';
    const suppression = await this.repository.suppressionOf(tx, message.toAddress);
    if (suppression === null) return null;
    if (suppression.reason === 'unsubscribed' && (await this.consents.givenSince(tx, message.candidateId, 'messaging', suppression.createdAt))) return null;
    return suppression.reason;
  }

  /** The message's last state and its event, in one transaction. */
  private async finish(tx: EntityManager, message: MessageEntity, changes: Partial<MessageEntity>, type: EventType, now: Date): Promise<void> {
    Object.assign(message, changes, { attemptStartedAt: null, nextAttemptAt: null, updatedAt: now });
    const { status, sentAt, failedReason, attemptStartedAt, nextAttemptAt, updatedAt } = message;
    await this.repository.update(tx, message.id, { status, sentAt, failedReason, attemptStartedAt, nextAttemptAt, updatedAt });
    const actor: Actor = { id: message.senderId ?? message.candidateId, name: message.senderName ?? 'Messaging' };
    await this.events.record(tx, {
      type,
      ...messageEntity(message),
      actor,
      metadata: { messageId: message.id, status, failedReason },
      data: presentMessage(message),
    });
  }

  private mailOf(message: MessageEntity, thread: MessageThreadEntity): OutgoingMail {
    const base = this.careers.PUBLIC_BASE_URL.replace(/\/+$/, '');
    return {
      from: this.environment.from,
      to: message.toAddress,
      subject: message.subject,
      text: message.body,
      html: `<!doctype html><html><body>${message.htmlBody ?? ''}</body></html>`,
      replyTo: this.environment.replyAddress(thread.replyToken),
      messageId: message.messageIdHeader,
      headers: {
        'List-Unsubscribe': `<${base}/api/v1/public/unsubscribe/${thread.unsubscribeToken}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }
}
