import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { keysetPage, lockRows, reach, runSql, sql, type RowLock } from '@app/core';
import { OpeningEntity } from './opening.entity';
import type { ListOpeningsQuery } from '../representation/opening-requests';

/** The openings' queries; reached through their job (docs/api/openings.md#access). */
@Injectable()
export class OpeningsRepository {
  constructor(@InjectRepository(OpeningEntity) private readonly openings: Repository<OpeningEntity>) {}

  async insert(tx: EntityManager, openings: OpeningEntity[]): Promise<void> {
    await tx.insert(OpeningEntity, openings);
  }

  async update(tx: EntityManager, id: string, changes: Partial<OpeningEntity>): Promise<void> {
    await tx.update(OpeningEntity, { id }, changes);
  }

  /** The opening of a live job the request reaches, locked as asked. */
  find(tx: EntityManager, id: string, lock?: RowLock): Promise<OpeningEntity | null> {
    const builder = tx
      .createQueryBuilder(OpeningEntity, 'o')
      .where('o.id = :id', { id })
      .andWhere('EXISTS (SELECT 1 FROM jobs j WHERE j.id = o.job_id AND j.deleted_at IS NULL)');
    return lockRows(reach.where(builder, reach.of('job', sql.raw('o.job_id'))), lock).getOne();
  }

  /** A job's openings, newest first; the job was found with reach. */
  list(jobId: string, query: ListOpeningsQuery): Promise<OpeningEntity[]> {
    const builder = this.openings.createQueryBuilder('o').where('o.job_id = :jobId', { jobId });
    reach.where(builder, reach.of('job', sql.raw('o.job_id')));
    if (query.status !== undefined) builder.andWhere('o.status = :status', { status: query.status });
    return keysetPage(builder, 'o', query).getMany();
  }

  /** Whether another opening of the job already carries `openingId`. */
  async openingIdTaken(tx: EntityManager, jobId: string, openingId: string, exceptId?: string): Promise<boolean> {
    const rows = await runSql(
      tx,
      sql`SELECT 1 FROM openings WHERE job_id = ${jobId} AND opening_id = ${openingId}${exceptId === undefined ? sql.empty : sql` AND id <> ${exceptId}`}`,
    );
    return rows.length > 0;
  }

  /**
   * The job's open openings, oldest first (`opened_at`, then `opening_id`), each locked FOR UPDATE in that
   * order: two acceptances on one job queue here, and the second sees the seat the first filled as filled.
   */
  lockOpenOf(tx: EntityManager, jobId: string): Promise<OpeningEntity[]> {
    return tx
      .createQueryBuilder(OpeningEntity, 'o')
      .where(`o.job_id = :jobId AND o.status = 'open'`, { jobId })
      .orderBy('o.opened_at', 'ASC')
      .addOrderBy('o.opening_id', 'ASC')
      .setLock('pessimistic_write')
      .getMany();
  }

  /** The job's openings by status: whether it has any and whether one is open. */
  async seatsOf(tx: EntityManager, jobId: string): Promise<{ any: boolean; open: boolean }> {
    const [row] = await runSql<{ has_any: boolean; has_open: boolean }>(
      tx,
      sql`SELECT EXISTS (SELECT 1 FROM openings WHERE job_id = ${jobId}) AS has_any,
        EXISTS (SELECT 1 FROM openings WHERE job_id = ${jobId} AND status = 'open') AS has_open`,
    );
    return { any: row.has_any, open: row.has_open };
  }

  /** An open opening of the job with this id, held FOR SHARE until the transaction ends (an offer naming it). */
  async openOfJob(tx: EntityManager, jobId: string, id: string): Promise<boolean> {
    const rows = await runSql(tx, sql`SELECT 1 FROM openings WHERE id = ${id} AND job_id = ${jobId} AND status = 'open' FOR SHARE`);
    return rows.length > 0;
  }
}
