import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChangeFeedResource, presentById, type ChangeFeedLoader } from '@app/core';
import { presentOffer } from './representation/offer.presenter';
import { OfferEntity } from './persistence/offer.entity';

/** The change feed's `offer` data: as its GET returns it (docs/api/sync.md#change-feed). */
@ChangeFeedResource('offer', 'offers')
@Injectable()
export class OfferChangeFeedService implements ChangeFeedLoader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  load(ids: readonly string[]): Promise<Map<string, object>> {
    const now = new Date();
    return presentById(this.dataSource.manager, OfferEntity, ids, (row) => presentOffer(row, now));
  }
}
