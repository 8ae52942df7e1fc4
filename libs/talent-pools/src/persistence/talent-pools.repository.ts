import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { keysetPage, reach, runSql, sql, type PageQueryDto } from '@app/core';
import { PoolEntryEntity } from './pool-entry.entity';
import { TalentPoolEntity } from './talent-pool.entity';

/** The talent-pool context's queries that are more than one line. */
@Injectable()
export class TalentPoolsRepository {
  constructor(
    @InjectRepository(TalentPoolEntity) private readonly pools: Repository<TalentPoolEntity>,
    @InjectRepository(PoolEntryEntity) private readonly entries: Repository<PoolEntryEntity>,
  ) {}

  async poolExists(tx: EntityManager, id: string): Promise<boolean> {
    const rows = await runSql(tx, sql`SELECT 1 FROM talent_pools WHERE id = ${id}`);
    return rows.length > 0;
  }

  listPools(page: PageQueryDto): Promise<TalentPoolEntity[]> {
    return keysetPage(this.pools.createQueryBuilder('p'), 'p', page).getMany();
  }

  listEntries(poolId: string, page: PageQueryDto): Promise<PoolEntryEntity[]> {
    // Pool entries never change after they are added.
    const builder = reach.where(
      this.entries.createQueryBuilder('e').where('e.pool_id = :poolId', { poolId }),
      reach.of('candidate', sql.raw('e.candidate_id')),
    );
    return keysetPage(builder, 'e', page, { changedAt: 'e.created_at' }).getMany();
  }

  /** Moves the entries of one candidate to another; an entry in a pool the other is already in is deleted. */
  async moveEntries(tx: EntityManager, fromCandidateId: string, toCandidateId: string): Promise<void> {
    await runSql(
      tx,
      sql`DELETE FROM talent_pool_entries d
        WHERE d.candidate_id = ${fromCandidateId}
          AND EXISTS (SELECT 1 FROM talent_pool_entries s WHERE s.candidate_id = ${toCandidateId} AND s.pool_id = d.pool_id)`,
    );
    await runSql(tx, sql`UPDATE talent_pool_entries SET candidate_id = ${toCandidateId} WHERE candidate_id = ${fromCandidateId}`);
  }

  /** Deletes the entry and returns it, or null when there was none (also when a concurrent delete won). */
  async deleteEntry(tx: EntityManager, id: string): Promise<PoolEntryEntity | null> {
    const rows = await runSql<{ id: string; pool_id: string; candidate_id: string; note: string | null; added_by_id: string; created_at: Date }>(
      tx,
      sql`WITH removed AS (DELETE FROM talent_pool_entries e WHERE id = ${id}${reach.and(reach.of('candidate', sql.raw('e.candidate_id')))}
         RETURNING id, pool_id, candidate_id, note, added_by_id, created_at)
       SELECT * FROM removed`,
    );
    const row = rows[0];
    if (row === undefined) return null;
    return tx.create(PoolEntryEntity, {
      id: row.id,
      poolId: row.pool_id,
      candidateId: row.candidate_id,
      note: row.note,
      addedById: row.added_by_id,
      createdAt: row.created_at,
    });
  }
}
