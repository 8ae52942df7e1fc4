import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Repository, type EntityManager } from 'typeorm';
import { keysetPage, lockRows, type RowLock } from '@app/core';
import { ReferralLinkEntity } from './attribution.entity';
import type { ListReferralLinksQuery } from '../representation/referral-link-requests';

/** Referral links; a deleted one is found by none of these queries. Installation-wide: no reach condition (docs/api/access.md). */
@Injectable()
export class ReferralLinksRepository {
  constructor(@InjectRepository(ReferralLinkEntity) private readonly links: Repository<ReferralLinkEntity>) {}

  async insert(tx: EntityManager, link: ReferralLinkEntity): Promise<void> {
    await tx.insert(ReferralLinkEntity, link);
  }

  /** The live link with this id, locked when asked. */
  find(tx: EntityManager, id: string, lock?: RowLock): Promise<ReferralLinkEntity | null> {
    return lockRows(tx.createQueryBuilder(ReferralLinkEntity, 'l').where('l.id = :id AND l.deleted_at IS NULL', { id }), lock).getOne();
  }

  /** The live link that carries this code: an apply's `ref`. */
  findByCode(tx: EntityManager, code: string): Promise<ReferralLinkEntity | null> {
    return tx.findOne(ReferralLinkEntity, { where: { code, deletedAt: IsNull() } });
  }

  /** Live links with these ids (the change feed). */
  findMany(tx: EntityManager, ids: readonly string[]): Promise<ReferralLinkEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return tx.find(ReferralLinkEntity, { where: { id: In([...ids]), deletedAt: IsNull() } });
  }

  /** Newest first; filters combine with AND. */
  list(query: ListReferralLinksQuery): Promise<ReferralLinkEntity[]> {
    const builder = this.links.createQueryBuilder('l').where('l.deleted_at IS NULL');
    if (query.referrerUserId !== undefined) builder.andWhere('l.referrer_user_id = :referrerUserId', { referrerUserId: query.referrerUserId });
    if (query.jobPostId !== undefined) builder.andWhere('l.job_post_id = :jobPostId', { jobPostId: query.jobPostId });
    return keysetPage(builder, 'l', query).getMany();
  }

  async update(tx: EntityManager, id: string, changes: Partial<ReferralLinkEntity>): Promise<void> {
    await tx.update(ReferralLinkEntity, { id }, changes);
  }
}
