import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { newId, withoutAuditScope, type AuditTrail, type RequestAudit, type Sql } from '@app/core';
import { AuditEnvironment } from './audit.env';
import { auditActorOf } from './domain/audit-actor';
import { classify } from './domain/audit-classification';
import { AuditRepository, type NewAuditRow } from './persistence/audit.repository';

export const AUDIT_LOG_OPTIONS = Symbol('AUDIT_LOG_OPTIONS');

export interface AuditLogOptions {
  /** The longest a read event waits in memory: a crash loses at most this much (§15: one second). */
  flushEveryMs: number;
  /** A buffer this full is written at once, in one INSERT. */
  flushRows: number;
}

export const DEFAULT_AUDIT_LOG_OPTIONS: AuditLogOptions = { flushEveryMs: 500, flushRows: 500 };
/** Beyond this, a database that keeps refusing the reads' batches costs read events, not memory. */
const MAX_BUFFERED = 50_000;

/**
 * The audit log's writer (docs/api/audit.md, docs/adr/0072-audit-chain.md): a write's event in the
 * write's own transaction; reads, exports and failed authentications buffered and written in one
 * INSERT at most every half second, never failing the request. The worker's AuditSealer chains them.
 */
@Injectable()
export class AuditLog implements AuditTrail, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AuditLog.name);
  private buffer: NewAuditRow[] = [];
  private flushTimer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private pseudonymKey: Buffer | undefined;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: AuditRepository,
    private readonly environment: AuditEnvironment,
    @Inject(AUDIT_LOG_OPTIONS) private readonly options: AuditLogOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.pseudonymKey = await this.loadPseudonymKey();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.flush();
  }

  async recordWrite(tx: EntityManager, audit: RequestAudit): Promise<void> {
    const row = this.rowOf(audit);
    if (row === null) return;
    await this.repository.insert(tx, [row]);
  }

  writeStatement(audit: RequestAudit): Sql | null {
    const row = this.rowOf(audit);
    return row === null ? null : this.repository.insertStatement([row]);
  }

  recordAfterResponse(audit: RequestAudit): void {
    try {
      const row = this.rowOf(audit);
      if (row === null) return;
      if (this.buffer.length >= MAX_BUFFERED) {
        this.logger.warn('The audit buffer is full (the database refuses its batches): a read event is dropped');
        return;
      }
      this.buffer.push(row);
      if (this.buffer.length >= this.options.flushRows) void this.flush();
      else if (this.flushTimer === undefined) {
        // Outside any request's scope: the batch's transaction is no write of the request that started the timer.
        this.flushTimer = withoutAuditScope(() => setTimeout(() => void this.flush(), this.options.flushEveryMs));
        this.flushTimer.unref();
      }
    } catch (error) {
      this.logger.warn(`An audit event could not be recorded: ${(error as Error).message}`);
    }
  }

  /** Writes what is buffered, in one INSERT; a failed batch goes back to the buffer for the next flush. */
  flush(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    const rows = this.buffer;
    this.buffer = [];
    if (rows.length === 0) return this.flushing;
    this.flushing = this.flushing.then(() =>
      this.dataSource
        .transaction((tx) => this.repository.insert(tx, rows))
        .then(
          () => undefined,
          (error: Error) => {
            this.logger.warn(`Writing ${rows.length} audit events failed, retried with the next batch: ${error.message}`);
            this.buffer = [...rows, ...this.buffer].slice(0, MAX_BUFFERED);
            if (!this.stopped && this.flushTimer === undefined) {
              this.flushTimer = setTimeout(() => void this.flush(), this.options.flushEveryMs);
              this.flushTimer.unref();
            }
          },
        ),
    );
    return this.flushing;
  }

  private rowOf(audit: RequestAudit): NewAuditRow | null {
    const found = classify(audit);
    if (found === null || (found.isRead && !this.environment.AUDIT_READS)) return null;
    const actor = auditActorOf(audit.principal);
    return {
      id: newId(),
      occurredAt: new Date(),
      actorUserId: actor.userId,
      actorApiKeyId: actor.apiKeyId,
      actorOnBehalfOf: actor.onBehalfOf,
      ip: audit.ip,
      method: audit.method,
      route: audit.route,
      status: audit.status,
      action: found.action,
      resourceType: found.resourceType,
      resourceId: found.resourceId,
      resourceKey: found.resourceType === 'candidate' && found.resourceId !== null ? this.pseudonym(found.resourceId) : found.resourceId,
      changes: found.changes,
    };
  }

  /** A candidate's keyed hash: its events' resourceKey, and their resourceId once it is erased (docs/adr/0076-audit-resource-key.md). */
  pseudonym(candidateId: string): string {
    if (this.pseudonymKey === undefined) throw new Error('The audit log has not started');
    return createHmac('sha256', this.pseudonymKey).update(candidateId.toLowerCase()).digest('hex');
  }

  private async loadPseudonymKey(): Promise<Buffer> {
    if (this.environment.AUDIT_PSEUDONYM_KEY !== undefined) return Buffer.from(this.environment.AUDIT_PSEUDONYM_KEY, 'utf8');
    return Buffer.from(await this.repository.storedPseudonymKey(this.dataSource), 'utf8');
  }
}
