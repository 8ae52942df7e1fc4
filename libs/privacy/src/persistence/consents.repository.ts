import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { keysetPage, lockRows, parseIsoUtcDateTime, reach, runSql, sql, type RowLock } from '@app/core';
import { ConsentEntity } from './consent.entity';
import type { ListCandidateConsentsQuery, ListConsentsQuery } from '../representation/consent-requests';

/** Consents, reached through their candidate (docs/api/access.md). */
@Injectable()
export class ConsentsRepository {
  constructor(@InjectRepository(ConsentEntity) private readonly consents: Repository<ConsentEntity>) {}

  async insert(tx: EntityManager, consent: ConsentEntity): Promise<void> {
    await tx.insert(ConsentEntity, consent);
  }

  /**
   * Serialises the writes of one candidate's consent for one purpose until the transaction ends (two gives at once
   * would both supersede nothing and then collide on the one `given` allowed); nothing else waits on it.
   */
  async lockPurposeOf(tx: EntityManager, candidateId: string, purpose: string): Promise<void> {
    await runSql(tx, sql`SELECT pg_advisory_xact_lock(hashtextextended(${`consent:${candidateId}:${purpose}`}, 0))`);
  }

  /** The consent with this id if the request reaches its candidate, locked when asked. */
  find(tx: EntityManager, id: string, lock?: RowLock): Promise<ConsentEntity | null> {
    const builder = tx.createQueryBuilder(ConsentEntity, 'c').where('c.id = :id', { id });
    return lockRows(reach.where(builder, reach.of('candidate', sql.raw('c.candidate_id'))), lock).getOne();
  }

  /** The candidate's `given` consent for the purpose, if any, locked when asked. */
  findGiven(tx: EntityManager, candidateId: string, purpose: string, lock?: RowLock): Promise<ConsentEntity | null> {
    const builder = tx
      .createQueryBuilder(ConsentEntity, 'c')
      .where(`c.candidate_id = :candidateId AND c.purpose = :purpose AND c.status = 'given'`, { candidateId, purpose });
    return lockRows(reach.where(builder, reach.of('candidate', sql.raw('c.candidate_id'))), lock).getOne();
  }

  /** The candidate's `given` consent for the purpose becomes `superseded`; answers whether there was one. */
  async supersedeGiven(tx: EntityManager, candidateId: string, purpose: string, at: Date): Promise<boolean> {
    const rows = await runSql(
      tx,
      sql`UPDATE consents SET status = 'superseded', updated_at = ${at}
           WHERE candidate_id = ${candidateId} AND purpose = ${purpose} AND status = 'given' RETURNING id`,
    );
    return rows.length > 0;
  }

  /** One candidate's consents, newest first (the candidate was found with reach). */
  listOfCandidate(candidateId: string, query: ListCandidateConsentsQuery): Promise<ConsentEntity[]> {
    const builder = this.filtered(this.consents.createQueryBuilder('c').where('c.candidate_id = :candidateId', { candidateId }), query);
    return keysetPage(reach.where(builder, reach.of('candidate', sql.raw('c.candidate_id'))), 'c', query).getMany();
  }

  /** Every reached candidate's consents, newest first; filters combine with AND. */
  list(query: ListConsentsQuery): Promise<ConsentEntity[]> {
    const builder = this.filtered(this.consents.createQueryBuilder('c'), query);
    if (query.expiresBefore !== undefined) builder.andWhere('c.expires_at < :expiresBefore', { expiresBefore: parseIsoUtcDateTime(query.expiresBefore) });
    return keysetPage(reach.where(builder, reach.of('candidate', sql.raw('c.candidate_id'))), 'c', query).getMany();
  }

  async update(tx: EntityManager, id: string, changes: Partial<ConsentEntity>): Promise<void> {
    await tx.update(ConsentEntity, { id }, changes);
  }

  /**
   * Up to `limit` `given` consents whose `expiresAt` has passed, made `expired` in the caller's transaction; rows another
   * worker holds are skipped, so two workers never expire one consent twice.
   */
  async expireDue(tx: EntityManager, now: Date, limit: number): Promise<ConsentEntity[]> {
    const due = await tx
      .createQueryBuilder(ConsentEntity, 'c')
      .where(`c.status = 'given' AND c.expires_at <= :now`, { now })
      .orderBy('c.expires_at', 'ASC')
      .limit(limit)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
    if (due.length === 0) return [];
    await tx.update(
      ConsentEntity,
      due.map((consent) => consent.id),
      { status: 'expired', updatedAt: now },
    );
    return due.map((consent) => Object.assign(consent, { status: 'expired' as const, updatedAt: now }));
  }

  /**
   * Merge: of the two candidates' `given` consents for one purpose, the one given earlier becomes `superseded`
   * before the duplicate's rows move to the survivor (one `given` per candidate and purpose).
   */
  async supersedeOlderOfPair(tx: EntityManager, duplicateId: string, survivorId: string, at: Date): Promise<void> {
    await runSql(
      tx,
      sql`UPDATE consents o SET status = 'superseded', updated_at = ${at}
           FROM consents n
          WHERE o.status = 'given' AND n.status = 'given' AND o.purpose = n.purpose AND o.id <> n.id
            AND o.candidate_id IN (${duplicateId}, ${survivorId}) AND n.candidate_id IN (${duplicateId}, ${survivorId})
            AND (o.given_at, o.id) < (n.given_at, n.id)`,
    );
  }

  private filtered(builder: SelectQueryBuilder<ConsentEntity>, query: ListCandidateConsentsQuery): SelectQueryBuilder<ConsentEntity> {
    if (query.purpose !== undefined) builder.andWhere('c.purpose = :purpose', { purpose: query.purpose });
    if (query.status !== undefined) builder.andWhere('c.status = :status', { status: query.status });
    return builder;
  }
}
