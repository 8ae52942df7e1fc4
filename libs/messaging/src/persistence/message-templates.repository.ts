import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { keysetPage, lockRows, type PageQueryDto, type RowLock } from '@app/core';
import { MessageTemplateEntity } from './message-template.entity';

/** Message templates: installation-wide, no reach condition (docs/api/access.md). */
@Injectable()
export class MessageTemplatesRepository {
  constructor(@InjectRepository(MessageTemplateEntity) private readonly templates: Repository<MessageTemplateEntity>) {}

  find(tx: EntityManager, id: string, lock?: RowLock): Promise<MessageTemplateEntity | null> {
    return lockRows(tx.createQueryBuilder(MessageTemplateEntity, 't').where('t.id = :id', { id }), lock).getOne();
  }

  list(page: PageQueryDto): Promise<MessageTemplateEntity[]> {
    return keysetPage(this.templates.createQueryBuilder('t'), 't', page).getMany();
  }
}
