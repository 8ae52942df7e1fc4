import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { newId, NotFoundError, pageLimit, toPage, ValidationFailedError, type Page, type PageQuery, type Principal } from '@app/core';
import { BulkActionBodyRules } from './bulk-action-body-rules';
import { BulkQueueService } from './bulk-queue.service';
import { idsFieldOf, type ResultCounts } from './domain/bulk-action-rules';
import type { BulkActionEntity } from './persistence/bulk-action.entity';
import { BulkActionsRepository } from './persistence/bulk-actions.repository';
import type { BulkActionResponse, BulkActionResultResponse } from './representation/bulk-action-response.dto';
import type { CreateBulkActionInput } from './representation/bulk-action-requests';
import { presentBulkAction, presentBulkActionResult } from './representation/bulk-action.presenter';

/**
 * Bulk actions (docs/api/bulk-actions.md): the request is stored with who asked (the key's scopes, the user acted as
 * and their reach, the address) and queued; the worker does its items (BulkRun). Reads: the bulk and its results.
 */
@Injectable()
export class BulkActionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: BulkActionsRepository,
    private readonly rules: BulkActionBodyRules,
    private readonly queue: BulkQueueService,
  ) {}

  /** POST /bulk-actions: 202, queued. Bad input is one 422 naming every broken rule; nothing is stored then. */
  async create(principal: Principal, ip: string | null, input: CreateBulkActionInput): Promise<BulkActionResponse> {
    const issues = await this.rules.issues(input);
    if (issues.length > 0) throw new ValidationFailedError(issues);
    const now = new Date();
    const bulk: BulkActionEntity = {
      id: newId(),
      action: input.action,
      itemIds: input[idsFieldOf(input.action)] ?? [],
      params: input.params ?? {},
      dryRun: input.dryRun ?? false,
      status: 'queued',
      succeeded: null,
      failed: null,
      skipped: null,
      attemptCount: 0,
      principal: { keyId: principal.keyId, scopes: [...principal.scopes], actor: principal.actor, role: principal.role, keyOwner: principal.keyOwner },
      actorId: principal.actor.id,
      ip,
      createdAt: now,
      updatedAt: now,
      startedAt: null,
      finishedAt: null,
    };
    await this.dataSource.transaction((tx) => this.repository.insert(tx, bulk));
    await this.queue.enqueueSoon([bulk.id]);
    return presentBulkAction(bulk, { succeeded: 0, failed: 0, skipped: 0 });
  }

  /** GET /bulk-actions/{id}: a bulk the request reaches (docs/api/bulk-actions.md#who-reaches-a-bulk-action). */
  async get(id: string): Promise<BulkActionResponse> {
    const manager = this.dataSource.manager;
    const bulk = await this.findOrFail(manager, id);
    return presentBulkAction(bulk, await this.countsOf(manager, bulk));
  }

  /** GET /bulk-actions/{id}/results: its items' results so far, newest first. */
  async results(id: string, query: PageQuery): Promise<Page<BulkActionResultResponse>> {
    await this.findOrFail(this.dataSource.manager, id);
    return toPage(await this.repository.results(id, query), pageLimit(query), presentBulkActionResult);
  }

  private async countsOf(tx: EntityManager, bulk: BulkActionEntity): Promise<ResultCounts> {
    if (bulk.succeeded !== null && bulk.failed !== null && bulk.skipped !== null)
      return { succeeded: bulk.succeeded, failed: bulk.failed, skipped: bulk.skipped };
    return this.repository.counts(tx, bulk.id);
  }

  private async findOrFail(tx: EntityManager, id: string): Promise<BulkActionEntity> {
    const bulk = await this.repository.find(tx, id);
    if (bulk === null) throw new NotFoundError('Bulk action', id);
    return bulk;
  }
}
