import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { keysetPage, lockOption, type RowLock } from '@app/core';
import { AutomationEntity } from './automation.entity';
import type { ListAutomationsQuery } from '../representation/automation-requests';

/** Queries of automation definitions that are more than one line. */
@Injectable()
export class AutomationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(query: ListAutomationsQuery): Promise<AutomationEntity[]> {
    const builder = this.dataSource.getRepository(AutomationEntity).createQueryBuilder('a');
    if (query.status !== undefined) builder.andWhere('a.status = :status', { status: query.status });
    return keysetPage(builder, 'a', query).getMany();
  }

  /** One automation; `update` locks its row until the transaction ends, so governance moves and edits run one at a time. */
  find(tx: EntityManager, id: string, lock?: RowLock): Promise<AutomationEntity | null> {
    return tx.findOne(AutomationEntity, { where: { id }, lock: lockOption(lock) });
  }
}
