import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { keysetPage, lockRows, reach, runSql, sql, whereListFilters, type RowLock } from '@app/core';
import { whereCandidateIs } from '@app/candidates';
import { OfferEntity } from './offer.entity';
import type { ListOffersQuery } from '../representation/offer-requests';

/** The offer context's queries that are more than one line. */
@Injectable()
export class OffersRepository {
  constructor(@InjectRepository(OfferEntity) private readonly offers: Repository<OfferEntity>) {}

  /** `expired` and `sent` are told apart by `expiresAt` at `now`, as the presenter does. */
  list(query: ListOffersQuery, now: Date): Promise<OfferEntity[]> {
    const builder = this.offers.createQueryBuilder('o');
    reach.where(builder, reach.of('offer', sql.raw('o.application_id')));
    if (query.applicationId !== undefined) builder.andWhere('o.application_id = :applicationId', { applicationId: query.applicationId });
    if (query.candidateId !== undefined) whereCandidateIs(builder, 'o.candidate_id', query.candidateId);
    if (query.jobId !== undefined) builder.andWhere('o.job_id = :jobId', { jobId: query.jobId });
    if (query.status === 'expired') builder.andWhere(`o.status = 'sent' AND o.expires_at <= :now`, { now });
    else if (query.status === 'sent') builder.andWhere(`o.status = 'sent' AND (o.expires_at IS NULL OR o.expires_at > :now)`, { now });
    else if (query.status !== undefined) builder.andWhere('o.status = :status', { status: query.status });
    whereListFilters(builder, query.filters, 'o.id');
    return keysetPage(builder, 'o', query).getMany();
  }

  /** The offer when the request reaches it (docs/api/access.md: not through a team role interviewer), locked as asked. */
  findOne(tx: EntityManager, id: string, lock?: RowLock): Promise<OfferEntity | null> {
    const builder = tx.createQueryBuilder(OfferEntity, 'o').where('o.id = :id', { id });
    return lockRows(reach.where(builder, reach.of('offer', sql.raw('o.application_id'))), lock).getOne();
  }

  /** Whether the request reaches the application's offers; no statement when it reaches every one. */
  async offersReached(tx: EntityManager, applicationId: string): Promise<boolean> {
    const reached = reach.of('offer', sql`${applicationId}::uuid`);
    return reached === null || (await runSql<{ reached: boolean }>(tx, sql`SELECT ${reached} AS reached`))[0].reached;
  }

  async idsOfCandidate(tx: EntityManager, candidateId: string): Promise<string[]> {
    const rows = await runSql<{ id: string }>(tx, sql`SELECT id FROM offers WHERE candidate_id = ${candidateId}`);
    return rows.map((row) => row.id);
  }
}
