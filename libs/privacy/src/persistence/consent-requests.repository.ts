import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { keysetPage, lockRows, reach, sql, type RowLock } from '@app/core';
import { ConsentRequestEntity } from './consent-request.entity';
import type { ListConsentRequestsQuery } from '../representation/consent-requests';

/** Consent requests, reached through their candidate (docs/api/access.md); the public link finds one by its token's hash. */
@Injectable()
export class ConsentRequestsRepository {
  constructor(@InjectRepository(ConsentRequestEntity) private readonly requests: Repository<ConsentRequestEntity>) {}

  async insert(tx: EntityManager, request: ConsentRequestEntity): Promise<void> {
    await tx.insert(ConsentRequestEntity, request);
  }

  find(tx: EntityManager, id: string): Promise<ConsentRequestEntity | null> {
    const builder = tx.createQueryBuilder(ConsentRequestEntity, 'r').where('r.id = :id', { id });
    return reach.where(builder, reach.of('candidate', sql.raw('r.candidate_id'))).getOne();
  }

  /** The request whose token hashes to `tokenHash`, locked when asked. */
  findByTokenHash(tx: EntityManager, tokenHash: Buffer, lock?: RowLock): Promise<ConsentRequestEntity | null> {
    return lockRows(tx.createQueryBuilder(ConsentRequestEntity, 'r').where('r.token_hash = :tokenHash', { tokenHash }), lock).getOne();
  }

  /** Newest first; filters combine with AND; `expired` is a pending request whose `expiresAt` has passed at `now`. */
  list(query: ListConsentRequestsQuery, now: Date): Promise<ConsentRequestEntity[]> {
    const builder = this.requests.createQueryBuilder('r');
    if (query.candidateId !== undefined) builder.andWhere('r.candidate_id = :candidateId', { candidateId: query.candidateId });
    if (query.status === 'expired') builder.andWhere(`r.status = 'pending' AND r.expires_at <= :now`, { now });
    else if (query.status === 'pending') builder.andWhere(`r.status = 'pending' AND r.expires_at > :now`, { now });
    else if (query.status !== undefined) builder.andWhere('r.status = :status', { status: query.status });
    return keysetPage(reach.where(builder, reach.of('candidate', sql.raw('r.candidate_id'))), 'r', query).getMany();
  }

  async update(tx: EntityManager, id: string, changes: Partial<ConsentRequestEntity>): Promise<void> {
    await tx.update(ConsentRequestEntity, { id }, changes);
  }
}
