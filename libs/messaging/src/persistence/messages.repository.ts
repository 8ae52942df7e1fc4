import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { keysetPage, lockRows, reach, runSql, sql, type PageQueryDto, type RowLock } from '@app/core';
import type { ListMessagesQuery } from '../representation/messaging-requests';
import { MessageEntity } from './message.entity';
import { MessageSuppressionEntity } from './message-suppression.entity';
import { MessageThreadEntity } from './message-thread.entity';

/** The candidate as a message needs them. */
export interface Recipient {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** The application a message is about, with what its placeholders show. */
export interface MessageApplication {
  id: string;
  candidateId: string;
  jobTitle: string;
  stageName: string;
}

/** Messages, their threads and the suppression list; a message is reached through its candidate (docs/api/access.md). */
@Injectable()
export class MessagesRepository {
  constructor(
    @InjectRepository(MessageEntity) private readonly messages: Repository<MessageEntity>,
    @InjectRepository(MessageSuppressionEntity) private readonly suppressions: Repository<MessageSuppressionEntity>,
  ) {}

  /** The candidate, when the request reaches them; locked `share` so an erasure waits for the message to commit. */
  async recipient(tx: EntityManager, candidateId: string): Promise<Recipient | null> {
    const rows = await runSql<Recipient>(
      tx,
      sql`SELECT c.id, c.first_name AS "firstName", c.last_name AS "lastName", c.email FROM candidates c
          WHERE c.id = ${candidateId}${reach.and(reach.of('candidate', sql.raw('c.id')))} FOR SHARE OF c`,
    );
    return rows[0] ?? null;
  }

  /** The application with its job's title and current stage's name, when the request reaches it. */
  async application(tx: EntityManager, applicationId: string): Promise<MessageApplication | null> {
    const rows = await runSql<MessageApplication>(
      tx,
      sql`SELECT a.id, a.candidate_id AS "candidateId", j.title AS "jobTitle", s.name AS "stageName"
          FROM applications a JOIN jobs j ON j.id = a.job_id JOIN job_stages s ON s.id = a.current_stage_id
          WHERE a.id = ${applicationId}${reach.and(reach.of('application', sql.raw('a.id')))}`,
    );
    return rows[0] ?? null;
  }

  /** The thread of the candidate and application, made on first use (a concurrent maker's row is taken). */
  async thread(tx: EntityManager, fresh: MessageThreadEntity): Promise<MessageThreadEntity> {
    await runSql(
      tx,
      sql`INSERT INTO message_threads (id, candidate_id, application_id, reply_token, unsubscribe_token, created_at)
          VALUES (${fresh.id}, ${fresh.candidateId}, ${fresh.applicationId}, ${fresh.replyToken}, ${fresh.unsubscribeToken}, ${fresh.createdAt})
          ON CONFLICT DO NOTHING`,
    );
    const builder = tx.createQueryBuilder(MessageThreadEntity, 't').where('t.candidate_id = :candidateId', { candidateId: fresh.candidateId });
    if (fresh.applicationId === null) builder.andWhere('t.application_id IS NULL');
    else builder.andWhere('t.application_id = :applicationId', { applicationId: fresh.applicationId });
    return (await builder.getOne()) as MessageThreadEntity;
  }

  async insert(tx: EntityManager, message: MessageEntity): Promise<void> {
    await tx.insert(MessageEntity, message);
  }

  /** The message, when the request reaches its candidate; locked when asked. */
  find(tx: EntityManager, id: string, lock?: RowLock): Promise<MessageEntity | null> {
    const builder = tx.createQueryBuilder(MessageEntity, 'm').where('m.id = :id', { id });
    return lockRows(reach.where(builder, reach.of('candidate', sql.raw('m.candidate_id'))), lock).getOne();
  }

  /** Newest first; filters combine with AND. */
  list(query: ListMessagesQuery): Promise<MessageEntity[]> {
    const builder = reach.where(this.messages.createQueryBuilder('m'), reach.of('candidate', sql.raw('m.candidate_id')));
    if (query.candidateId !== undefined) builder.andWhere('m.candidate_id = :candidateId', { candidateId: query.candidateId });
    if (query.applicationId !== undefined) builder.andWhere('m.application_id = :applicationId', { applicationId: query.applicationId });
    if (query.threadId !== undefined) builder.andWhere('m.thread_id = :threadId', { threadId: query.threadId });
    if (query.direction !== undefined) builder.andWhere('m.direction = :direction', { direction: query.direction });
    if (query.status !== undefined) builder.andWhere('m.status = :status', { status: query.status });
    return keysetPage(builder, 'm', query).getMany();
  }

  async update(tx: EntityManager, id: string, changes: Partial<MessageEntity>): Promise<void> {
    await tx.update(MessageEntity, { id }, changes);
  }

  /** The worker's read: the message locked for its attempt (no request, no reach). */
  lockForAttempt(tx: EntityManager, id: string): Promise<MessageEntity | null> {
    return tx.createQueryBuilder(MessageEntity, 'm').where('m.id = :id', { id }).setLock('pessimistic_write').getOne();
  }

  /** What the worker's attempt needs beside the message: its thread's tokens. */
  threadOf(tx: EntityManager, threadId: string): Promise<MessageThreadEntity | null> {
    return tx.findOne(MessageThreadEntity, { where: { id: threadId } });
  }

  /** True when the candidate row is gone or anonymized (docs/api/messaging.md#suppression). */
  async candidateGone(tx: EntityManager, candidateId: string): Promise<boolean> {
    const rows = await runSql(tx, sql`SELECT 1 FROM candidates WHERE id = ${candidateId} AND anonymized_at IS NULL`);
    return rows.length === 0;
  }

  /** The suppression of this address (case-insensitive), if any. */
  suppressionOf(tx: EntityManager, address: string): Promise<MessageSuppressionEntity | null> {
    return tx.createQueryBuilder(MessageSuppressionEntity, 's').where('lower(s.address) = lower(:address)', { address }).getOne();
  }

  /** Lists the address; one already listed keeps its first reason. */
  async suppress(tx: EntityManager, suppression: MessageSuppressionEntity): Promise<void> {
    await runSql(
      tx,
      sql`INSERT INTO message_suppressions (id, address, reason, candidate_id, created_at)
          VALUES (${suppression.id}, ${suppression.address}, ${suppression.reason}, ${suppression.candidateId}, ${suppression.createdAt})
          ON CONFLICT DO NOTHING`,
    );
  }

  /** The suppression list, newest first, of the candidates the request reaches. */
  listSuppressions(page: PageQueryDto): Promise<MessageSuppressionEntity[]> {
    const builder = reach.where(this.suppressions.createQueryBuilder('s'), reach.of('candidate', sql.raw('s.candidate_id')));
    return keysetPage(builder, 's', page, { changedAt: 's.created_at' }).getMany();
  }

  /** Deletes the suppression; false when there was none. */
  async deleteSuppression(tx: EntityManager, id: string): Promise<boolean> {
    const rows = await runSql(
      tx,
      sql`DELETE FROM message_suppressions s WHERE s.id = ${id}${reach.and(reach.of('candidate', sql.raw('s.candidate_id')))} RETURNING s.id`,
    );
    return rows.length > 0;
  }

  /** The thread whose List-Unsubscribe URL carries this token, with its candidate's address (a public route: no reach). */
  async unsubscribeTarget(tx: EntityManager, token: string): Promise<{ candidateId: string; email: string } | null> {
    const rows = await runSql<{ candidateId: string; email: string }>(
      tx,
      sql`SELECT c.id AS "candidateId", c.email FROM message_threads t JOIN candidates c ON c.id = t.candidate_id WHERE t.unsubscribe_token = ${token}`,
    );
    return rows[0] ?? null;
  }

  /** Open messages due by `now` and older than the grace, oldest first: the reconciler's. */
  async dueOpen(now: Date, graceMs: number, limit: number): Promise<Array<{ id: string }>> {
    const before = new Date(now.getTime() - graceMs);
    return runSql<{ id: string }>(
      this.messages.manager,
      sql`SELECT id FROM messages
          WHERE status IN ('scheduled', 'queued') AND COALESCE(next_attempt_at, send_at, created_at) <= ${now} AND updated_at <= ${before}
          ORDER BY COALESCE(next_attempt_at, send_at, created_at) LIMIT ${limit}`,
    );
  }

  /**
   * Merge: the duplicate's threads, suppressions and messages become the survivor's; its own thread (no
   * application) joins the survivor's when the survivor has one (its messages move there, the emptied
   * thread goes with the duplicate).
   */
  async moveThreads(tx: EntityManager, duplicateId: string, survivorId: string): Promise<void> {
    await runSql(
      tx,
      sql`UPDATE messages m SET thread_id = s.id
          FROM message_threads d, message_threads s
          WHERE m.thread_id = d.id AND d.candidate_id = ${duplicateId} AND d.application_id IS NULL
            AND s.candidate_id = ${survivorId} AND s.application_id IS NULL`,
    );
    await runSql(
      tx,
      sql`UPDATE message_threads d SET candidate_id = ${survivorId}
          WHERE d.candidate_id = ${duplicateId}
            AND (d.application_id IS NOT NULL
              OR NOT EXISTS (SELECT 1 FROM message_threads s WHERE s.candidate_id = ${survivorId} AND s.application_id IS NULL))`,
    );
    await runSql(tx, sql`UPDATE message_suppressions SET candidate_id = ${survivorId} WHERE candidate_id = ${duplicateId}`);
    // The messages last, their updated_at bumped so incremental lists hand them out again.
    await runSql(tx, sql`UPDATE messages SET candidate_id = ${survivorId}, updated_at = now() WHERE candidate_id = ${duplicateId}`);
  }
}
