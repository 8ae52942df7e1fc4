import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ConflictError,
  EventRecorder,
  newId,
  NotFoundError,
  pageLimit,
  toPage,
  ValidationFailedError,
  type Actor,
  type EventType,
  type Page,
  type RowLock,
} from '@app/core';
import { JobsService } from '@app/jobs';
import { OrgTreeRules } from './domain/org-tree';
import type { OfficeEntity, OrgUnitEntity } from './persistence/org-unit.entity';
import { OrgUnitsRepository } from './persistence/org-units.repository';
import type { CreateOrgUnitInput, ListOrgUnitsQuery, OrgUnitKind, UpdateOrgUnitInput } from './representation/org-unit-requests';
import type { DepartmentResponse, OfficeResponse } from './representation/org-unit-response.dto';
import { presentOrgUnit } from './representation/org-unit.presenter';

type OrgUnitResponse = DepartmentResponse | OfficeResponse;

const LABELS: Record<OrgUnitKind, string> = { department: 'Department', office: 'Office' };
const EVENTS = {
  department: { created: 'department.created', updated: 'department.updated', deleted: 'department.deleted' },
  office: { created: 'office.created', updated: 'office.updated', deleted: 'office.deleted' },
} as const satisfies Record<OrgUnitKind, Record<string, EventType>>;

/**
 * Departments and offices (docs/api/organization.md#departments-and-offices): two trees with the same rules, at most
 * ten levels and no cycle (422 at `parentId`); a node is deleted only when no job and no child uses it (409).
 */
@Injectable()
export class OrgUnitsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: OrgUnitsRepository,
    private readonly events: EventRecorder,
    private readonly jobs: JobsService,
  ) {}

  async create(actor: Actor, kind: OrgUnitKind, input: CreateOrgUnitInput): Promise<OrgUnitResponse> {
    return this.dataSource.transaction(async (tx) => {
      const parentId = input.parentId ?? null;
      if (parentId !== null) {
        await this.repository.lockTree(tx, kind);
        await this.checkPlacement(tx, kind, parentId, undefined);
      }
      const now = new Date();
      const unit: OfficeEntity = {
        id: newId(),
        name: input.name,
        location: input.location ?? null,
        parentId,
        externalId: input.externalId ?? null,
        createdAt: now,
        updatedAt: now,
      };
      if (kind === 'department') delete (unit as Partial<OfficeEntity>).location;
      await this.repository.insert(tx, kind, unit);
      return this.recorded(tx, actor, kind, EVENTS[kind].created, unit, {});
    });
  }

  async list(kind: OrgUnitKind, query: ListOrgUnitsQuery): Promise<Page<OrgUnitResponse>> {
    return toPage(await this.repository.list(kind, query), pageLimit(query), (unit) => presentOrgUnit(kind, unit));
  }

  async get(kind: OrgUnitKind, id: string): Promise<OrgUnitResponse> {
    return presentOrgUnit(kind, await this.findOrFail(this.dataSource.manager, kind, id));
  }

  /** Only the fields sent change; null clears `parentId` (a root), `externalId` and `location`. No change, no event. */
  async update(actor: Actor, kind: OrgUnitKind, id: string, input: UpdateOrgUnitInput): Promise<OrgUnitResponse> {
    return this.dataSource.transaction(async (tx) => {
      const moves = input.parentId !== undefined;
      if (moves) await this.repository.lockTree(tx, kind);
      const unit = await this.findOrFail(tx, kind, id, 'update');
      const changes: Partial<OfficeEntity> = {};
      const fields = kind === 'office' ? (['name', 'location', 'parentId', 'externalId'] as const) : (['name', 'parentId', 'externalId'] as const);
      for (const field of fields) {
        if (input[field] !== undefined && input[field] !== (unit as OfficeEntity)[field]) Object.assign(changes, { [field]: input[field] });
      }
      if (changes.parentId !== undefined && changes.parentId !== null) await this.checkPlacement(tx, kind, changes.parentId, id);
      const changedFields = Object.keys(changes);
      if (changedFields.length === 0) return presentOrgUnit(kind, unit);
      const now = new Date();
      Object.assign(unit, changes, { updatedAt: now });
      await this.repository.update(tx, kind, id, { ...changes, updatedAt: now });
      return this.recorded(tx, actor, kind, EVENTS[kind].updated, unit, { changedFields });
    });
  }

  /** 409 CONFLICT with `details` `{ jobs, children }` while a job or a child node uses it. */
  async delete(actor: Actor, kind: OrgUnitKind, id: string): Promise<{ deleted: true }> {
    await this.dataSource.transaction(async (tx) => {
      await this.repository.lockTree(tx, kind);
      const unit = await this.findOrFail(tx, kind, id, 'update');
      const children = await this.repository.countChildren(tx, kind, id);
      const jobs = await this.jobsUsing(tx, kind, id);
      if (children > 0 || jobs > 0)
        throw new ConflictError(`${LABELS[kind]} ${id} is in use by ${jobs} job(s) and ${children} child ${kind}(s)`, { jobs, children });
      await this.repository.delete(tx, kind, id);
      await this.recorded(tx, actor, kind, EVENTS[kind].deleted, unit, {});
    });
    return { deleted: true };
  }

  /** Live jobs that name the node; a job naming it meanwhile waits for the node's row lock (OrganizationJobDirectory). */
  private jobsUsing(tx: EntityManager, kind: OrgUnitKind, id: string): Promise<number> {
    return this.jobs.countPlacedIn(tx, kind, id);
  }

  /** The parent must exist, the node must not be its own ancestor, and the tree must stay within its levels (one 422 at `parentId`). */
  private async checkPlacement(tx: EntityManager, kind: OrgUnitKind, parentId: string, nodeId: string | undefined): Promise<void> {
    const parentAncestry = await this.repository.ancestry(tx, kind, parentId);
    const fail = (message: string) => new ValidationFailedError([{ location: 'body', path: 'parentId', message: `parentId ${message}` }]);
    if (parentAncestry.length === 0) throw fail(`${parentId} is not a ${kind}`);
    const subtreeLevels = nodeId === undefined ? 1 : Math.max(...(await this.repository.subtree(tx, kind, nodeId)).map((node) => node.level));
    const refusal = OrgTreeRules.placementRefusal({ nodeId, parentAncestry, subtreeLevels });
    if (refusal !== null) throw fail(refusal);
  }

  private async recorded(
    tx: EntityManager,
    actor: Actor,
    kind: OrgUnitKind,
    type: EventType,
    unit: OrgUnitEntity,
    metadata: Record<string, unknown>,
  ): Promise<OrgUnitResponse> {
    const view = presentOrgUnit(kind, unit);
    await this.events.record(tx, { type, entityId: unit.id, actor, metadata, data: view });
    return view;
  }

  private async findOrFail(tx: EntityManager, kind: OrgUnitKind, id: string, lock?: RowLock): Promise<OrgUnitEntity> {
    const unit = await this.repository.find(tx, kind, id, lock);
    if (unit === null) throw new NotFoundError(LABELS[kind], id);
    return unit;
  }
}
