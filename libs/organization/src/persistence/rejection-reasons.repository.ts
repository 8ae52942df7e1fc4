import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type EntityManager } from 'typeorm';
import { keysetPage, lockOption, type PageQuery, type RowLock } from '@app/core';
import { RejectionReasonEntity } from './rejection-reason.entity';

/** Rejection reasons. Installation-wide: no reach condition (docs/api/access.md#resource-reach). */
@Injectable()
export class RejectionReasonsRepository {
  constructor(@InjectRepository(RejectionReasonEntity) private readonly reasons: Repository<RejectionReasonEntity>) {}

  async insert(tx: EntityManager, reason: RejectionReasonEntity): Promise<void> {
    await tx.insert(RejectionReasonEntity, reason);
  }

  async update(tx: EntityManager, id: string, changes: Partial<RejectionReasonEntity>): Promise<void> {
    await tx.update(RejectionReasonEntity, { id }, changes);
  }

  find(tx: EntityManager, id: string, lock?: RowLock): Promise<RejectionReasonEntity | null> {
    return tx.findOne(RejectionReasonEntity, { where: { id }, lock: lockOption(lock) });
  }

  findMany(tx: EntityManager, ids: readonly string[]): Promise<RejectionReasonEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return tx.find(RejectionReasonEntity, { where: { id: In([...ids]) } });
  }

  list(query: PageQuery): Promise<RejectionReasonEntity[]> {
    return keysetPage(this.reasons.createQueryBuilder('r'), 'r', query).getMany();
  }
}
