import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  ConflictError,
  DomainError,
  enterAuditScope,
  hasScope,
  isDatabaseUnavailable,
  uniqueViolation,
  withReachOf,
  type Actor,
  type Principal,
  type RequestAudit,
} from '@app/core';
import { ApplicationsService } from '@app/applications';
import { CandidatesService, CandidateTagsService, TagNotOnCandidateError } from '@app/candidates';
import { TalentPoolsService } from '@app/talent-pools';
import { ACTION_RULES, type BulkActionType, type ItemError, type ResultStatus } from '../domain/bulk-action-rules';
import { outcomeOfRefusal, type Refusal } from '../domain/item-outcome';
import type { BulkActionEntity } from '../persistence/bulk-action.entity';
import { BulkActionsRepository } from '../persistence/bulk-actions.repository';
import type { MoveParams, PoolParams, TagParams } from '../representation/bulk-action-requests';
import { DryRunRollback, runAsItem, type BulkItemRun } from './bulk-item-scope';

const RESULTS_KEY = 'bulk_action_results_pkey';

/** The single route an item's action is, as the audit log records it (docs/api/audit.md). */
interface RouteOfItem {
  method: string;
  route: string;
  params: Record<string, string>;
  changes: string[];
  status: number;
}

/**
 * Does one item of a bulk action as its single route would (docs/api/bulk-actions.md#how-an-item-is-done): the
 * owning context's service, as the request's user with its reach (a record out of reach is NOT_FOUND), its events,
 * activity and audit event, in the service's own transaction, which also carries the item's result
 * (BulkItemCommitHook). An item of a key without the action's scope fails with FORBIDDEN.
 */
@Injectable()
export class BulkItemRunner {
  private readonly logger = new Logger(BulkItemRunner.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: BulkActionsRepository,
    private readonly applications: ApplicationsService,
    private readonly candidates: CandidatesService,
    private readonly tags: CandidateTagsService,
    private readonly pools: TalentPoolsService,
  ) {}

  /** Does the item and records its result, once; rejects only when the database cannot be reached (the pass is retried). */
  async run(bulk: BulkActionEntity, itemId: string): Promise<void> {
    const principal = bulk.principal;
    const { scope } = ACTION_RULES[bulk.action];
    if (!hasScope(principal.scopes, scope)) {
      return this.record(bulk, itemId, 'failed', { code: 'FORBIDDEN', message: `This API key lacks the scope ${scope}`, details: { requiredScope: scope } });
    }
    const item: BulkItemRun = { bulkId: bulk.id, itemId, dryRun: bulk.dryRun, committed: false };
    try {
      const nothingToDo = await withReachOf(principal, () =>
        enterAuditScope(this.auditOf(bulk, itemId, principal), () => runAsItem(item, () => this.act(bulk, itemId, principal.actor))),
      );
      // Its result committed with its transaction; an item that needed none (no such tag) or a dry run's that committed nothing is recorded now.
      if (item.committed) return;
      return this.record(bulk, itemId, nothingToDo ? 'skipped' : (item.outcome ?? 'skipped'), null);
    } catch (error) {
      if (error instanceof DryRunRollback) return this.record(bulk, itemId, error.outcome, null);
      // Another pass recorded this item first: its change stands, this one was rolled back.
      if (uniqueViolation(error) === RESULTS_KEY) return;
      if (isDatabaseUnavailable(error)) throw error;
      const outcome = outcomeOfRefusal(bulk.action, this.refusalOf(error, bulk.id, itemId), itemId);
      return this.record(bulk, itemId, outcome.status, outcome.error);
    }
  }

  /** The action; true when there was nothing to do without a transaction (remove_tag of a label no tag has). */
  private async act(bulk: BulkActionEntity, id: string, actor: Actor): Promise<boolean> {
    const params = bulk.params;
    switch (bulk.action) {
      case 'move':
        await this.applications.move(actor, id, { toStageId: (params as unknown as MoveParams).toStageId });
        return false;
      case 'reject':
        await this.applications.reject(actor, id);
        return false;
      case 'withdraw':
        await this.applications.withdraw(actor, id);
        return false;
      case 'add_tag':
        await this.tags.add(actor, id, (params as unknown as TagParams).label);
        return false;
      case 'remove_tag': {
        const tagId = await this.tags.tagIdOf((params as unknown as TagParams).label);
        if (tagId !== null) {
          await this.tags.remove(actor, id, tagId);
          return false;
        }
        // No tag has the label: nothing to remove, once the candidate is found (NOT_FOUND otherwise, as the route).
        await this.candidates.assertExists(this.dataSource.manager, id);
        return true;
      }
      case 'add_to_pool':
        await this.pools.addEntry(actor, (params as unknown as PoolParams).poolId, { candidateId: id });
        return false;
    }
  }

  private refusalOf(error: unknown, bulkId: string, itemId: string): Refusal {
    if (error instanceof TagNotOnCandidateError) return { code: error.code, message: error.message, kind: 'tag-not-on-candidate' };
    if (error instanceof ConflictError && (error.details as { field?: string } | undefined)?.field === 'candidateId')
      return { code: error.code, message: error.message, kind: 'already-in-pool' };
    if (error instanceof DomainError) return { code: error.code, message: error.message, ...(error.details === undefined ? {} : { details: error.details }) };
    // As the route's 500: the cause is logged under an id the result carries.
    const errorId = randomUUID();
    this.logger.error({ msg: `Bulk action ${bulkId}: item ${itemId} failed unexpectedly (${errorId})`, errorId, err: error });
    return { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred', details: { errorId } };
  }

  private record(bulk: BulkActionEntity, id: string, status: ResultStatus, error: ItemError | null): Promise<void> {
    return this.repository.insertResultUnlessPresent(bulk.id, { id, status, error });
  }

  /** The audit event of the item's single route (docs/api/audit.md), from the bulk request's key, user and address. */
  private auditOf(bulk: BulkActionEntity, itemId: string, principal: Principal): RequestAudit {
    const route = routeOf(bulk.action, itemId, bulk.params);
    return {
      method: route.method,
      route: route.route,
      ip: bulk.ip,
      principal,
      params: route.params,
      query: {},
      changes: route.changes,
      status: route.status,
      createdId: null,
      insertedId: null,
      recorded: false,
    };
  }
}

function routeOf(action: BulkActionType, id: string, params: Record<string, unknown>): RouteOfItem {
  switch (action) {
    case 'move':
    case 'reject':
    case 'withdraw':
      return { method: 'POST', route: `/api/v1/applications/{id}/${action}`, params: { id }, changes: Object.keys(params), status: 200 };
    case 'add_tag':
      return { method: 'POST', route: '/api/v1/candidates/{id}/tags', params: { id }, changes: ['label'], status: 201 };
    case 'remove_tag':
      return { method: 'DELETE', route: '/api/v1/candidates/{id}/tags/{tagId}', params: { id }, changes: [], status: 200 };
    case 'add_to_pool':
      return { method: 'POST', route: '/api/v1/talent-pools/{id}/entries', params: { id: String(params.poolId) }, changes: ['candidateId'], status: 201 };
  }
}
