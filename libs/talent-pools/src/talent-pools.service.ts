import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ConflictError,
  EventRecorder,
  newId,
  NotFoundError,
  pageLimit,
  toPage,
  uniqueViolation,
  ValidationFailedError,
  type Actor,
  type Page,
  type PageQueryDto,
} from '@app/core';
import { CandidatesService } from '@app/candidates';
import type { PoolEntryResponse, TalentPoolResponse } from './representation/talent-pool-response.dto';
import { presentPoolEntry, presentTalentPool } from './representation/talent-pool.presenter';
import { PoolEntryEntity } from './persistence/pool-entry.entity';
import { TalentPoolEntity } from './persistence/talent-pool.entity';
import { TalentPoolsRepository } from './persistence/talent-pools.repository';
import type { AddPoolEntryInput, CreateTalentPoolInput } from './representation/talent-pool-requests';

@Injectable()
export class TalentPoolsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: TalentPoolsRepository,
    private readonly candidates: CandidatesService,
    private readonly events: EventRecorder,
  ) {}

  /** Pools have no event of their own: the catalog names only entry events (docs/api/events.md#event-types). */
  async create(dto: CreateTalentPoolInput): Promise<TalentPoolResponse> {
    const now = new Date();
    const pool = this.dataSource.manager.create(TalentPoolEntity, {
      id: newId(),
      name: dto.name,
      description: dto.description ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await this.dataSource.transaction((tx) => tx.insert(TalentPoolEntity, pool));
    return presentTalentPool(pool);
  }

  async list(query: PageQueryDto): Promise<Page<TalentPoolResponse>> {
    return toPage(await this.repository.listPools(query), pageLimit(query), presentTalentPool);
  }

  /** A candidate is in a pool at most once: a second add (also a concurrent one) is 409. */
  async addEntry(actor: Actor, poolId: string, dto: AddPoolEntryInput): Promise<PoolEntryResponse> {
    let candidateId = dto.candidateId;
    try {
      return await this.dataSource.transaction(async (tx) => {
        if (!(await this.repository.poolExists(tx, poolId))) throw new NotFoundError('Talent pool', poolId);
        const resolvedId = await this.candidates.resolveId(tx, dto.candidateId, 'share');
        if (resolvedId === null) throw ValidationFailedError.body('candidateId', `candidateId ${dto.candidateId} is not a candidate`);
        candidateId = resolvedId;
        const entry = tx.create(PoolEntryEntity, { id: newId(), poolId, candidateId, note: dto.note ?? null, addedById: actor.id, createdAt: new Date() });
        await tx.insert(PoolEntryEntity, entry);
        const view = presentPoolEntry(entry);
        await this.events.record(tx, { type: 'talent_pool.entry_added', entityId: candidateId, actor, metadata: { poolId, entryId: entry.id }, data: view });
        return view;
      });
    } catch (error) {
      if (uniqueViolation(error) === 'talent_pool_entries_candidate_key') {
        throw new ConflictError(`Candidate ${candidateId} is already in talent pool ${poolId}`, { field: 'candidateId' });
      }
      throw error;
    }
  }

  /** For other contexts (a bulk action's poolId): whether the pool exists. Pools are installation-wide. */
  poolExists(poolId: string): Promise<boolean> {
    return this.repository.poolExists(this.dataSource.manager, poolId);
  }

  async listEntries(poolId: string, query: PageQueryDto): Promise<Page<PoolEntryResponse>> {
    if (!(await this.repository.poolExists(this.dataSource.manager, poolId))) throw new NotFoundError('Talent pool', poolId);
    return toPage(await this.repository.listEntries(poolId, query), pageLimit(query), presentPoolEntry);
  }

  /** DELETE /pool-entries/{id}. */
  async removeEntry(actor: Actor, id: string): Promise<{ deleted: true }> {
    await this.dataSource.transaction(async (tx) => {
      const entry = await this.repository.deleteEntry(tx, id);
      if (entry === null) throw new NotFoundError('Pool entry', id);
      await this.events.record(tx, {
        type: 'talent_pool.entry_removed',
        entityId: entry.candidateId,
        actor,
        metadata: { poolId: entry.poolId, entryId: entry.id },
        data: presentPoolEntry(entry),
      });
    });
    return { deleted: true };
  }
}
