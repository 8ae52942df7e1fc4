import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChangeFeedResource, presentById, type ChangeFeedLoader } from '@app/core';
import { presentDocument } from './representation/document.presenter';
import { DocumentEntity } from './persistence/document.entity';

/** The change feed's `document` data: as its GET returns it (docs/api/sync.md#change-feed). */
@ChangeFeedResource('document', 'documents')
@Injectable()
export class DocumentChangeFeedService implements ChangeFeedLoader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  load(ids: readonly string[]): Promise<Map<string, object>> {
    return presentById(this.dataSource.manager, DocumentEntity, ids, presentDocument);
  }
}
