import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type EntityManager } from 'typeorm';
import { keysetPage, lockRows, type PageQuery, type RowLock } from '@app/core';
import { ConsentPurposeEntity } from './consent-purpose.entity';

/** Consent purposes: installation-wide, reached by every user (docs/api/access.md). */
@Injectable()
export class ConsentPurposesRepository {
  constructor(@InjectRepository(ConsentPurposeEntity) private readonly purposes: Repository<ConsentPurposeEntity>) {}

  async insert(tx: EntityManager, purpose: ConsentPurposeEntity): Promise<void> {
    await tx.insert(ConsentPurposeEntity, purpose);
  }

  find(tx: EntityManager, id: string, lock?: RowLock): Promise<ConsentPurposeEntity | null> {
    return lockRows(tx.createQueryBuilder(ConsentPurposeEntity, 'p').where('p.id = :id', { id }), lock).getOne();
  }

  /** The purpose with this key; `share` keeps it from changing until the transaction ends. */
  findByKey(tx: EntityManager, key: string, lock?: RowLock): Promise<ConsentPurposeEntity | null> {
    return lockRows(tx.createQueryBuilder(ConsentPurposeEntity, 'p').where('p.key = :key', { key }), lock).getOne();
  }

  /** Which of these keys name a purpose. */
  async existingKeys(tx: EntityManager, keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await tx.find(ConsentPurposeEntity, { select: { key: true }, where: { key: In([...keys]) } });
    return new Set(rows.map((row) => row.key));
  }

  list(page: PageQuery): Promise<ConsentPurposeEntity[]> {
    return keysetPage(this.purposes.createQueryBuilder('p'), 'p', page).getMany();
  }

  async update(tx: EntityManager, id: string, changes: Partial<ConsentPurposeEntity>): Promise<void> {
    await tx.update(ConsentPurposeEntity, { id }, changes);
  }
}
