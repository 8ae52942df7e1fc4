import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CrossFieldRules, ValidationIssue } from '@app/core';
import { JobsService } from '@app/jobs';
import { TalentPoolsService } from '@app/talent-pools';
import { ACTION_RULES, BULK_ACTIONS, idsFieldOf } from './domain/bulk-action-rules';
import type { CreateBulkActionInput } from './representation/bulk-action-requests';

const NOTHING_REFUSED = () => false;
/** The actions whose route takes a body. */
const PARAMS_REQUIRED: ReadonlySet<string> = new Set(['move', 'add_tag', 'remove_tag', 'add_to_pool']);

/**
 * A bulk action's rules across fields (docs/api/bulk-actions.md#the-request): the ids of the action's subject and no
 * other, and the stage or pool its params name existing. Checked by the request pipe with the fields' own rules (one
 * 422 lists them all) and by the service for callers that bypass HTTP.
 */
@Injectable()
export class BulkActionBodyRules implements CrossFieldRules<CreateBulkActionInput> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly pools: TalentPoolsService,
  ) {}

  async issues(body: CreateBulkActionInput, refused: (path: string) => boolean = NOTHING_REFUSED): Promise<ValidationIssue[]> {
    if (refused('action') || !BULK_ACTIONS.includes(body.action)) return [];
    const issues: ValidationIssue[] = [];
    const wanted = idsFieldOf(body.action);
    const other = wanted === 'applicationIds' ? 'candidateIds' : 'applicationIds';
    const subject = ACTION_RULES[body.action].subject;
    if (body[wanted] === undefined && !refused(wanted))
      issues.push({ location: 'body', path: wanted, message: `${wanted} is required: ${body.action} acts on ${subject}s` });
    if (body[other] !== undefined && !refused(other))
      issues.push({ location: 'body', path: other, message: `${other} is not accepted: ${body.action} acts on ${subject}s (${wanted})` });
    const params = body.params;
    if (params === undefined && PARAMS_REQUIRED.has(body.action) && !refused('params'))
      issues.push({ location: 'body', path: 'params', message: `params is required for ${body.action}` });
    if (params === undefined || refused('params')) return issues;
    if (body.action === 'move' && typeof params.toStageId === 'string' && !refused('params.toStageId')) {
      if (!(await this.jobs.stageExists(this.dataSource.manager, params.toStageId)))
        issues.push({ location: 'body', path: 'params.toStageId', message: `toStageId ${params.toStageId} is not a stage` });
    }
    if (body.action === 'add_to_pool' && typeof params.poolId === 'string' && !refused('params.poolId')) {
      if (!(await this.pools.poolExists(params.poolId)))
        issues.push({ location: 'body', path: 'params.poolId', message: `poolId ${params.poolId} is not a talent pool` });
    }
    return issues;
  }
}
