import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChangeFeedResource, presentById, type ChangeFeedLoader } from '@app/core';
import { presentReferral } from './representation/referral.presenter';
import { ReferralEntity } from './persistence/referral.entity';

/** `referral.created` registers the resource type `referral`: this presents it in GET /changes. */
@ChangeFeedResource('referral', 'referrals')
@Injectable()
export class ReferralChangeFeedService implements ChangeFeedLoader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  load(ids: readonly string[]): Promise<Map<string, object>> {
    return presentById(this.dataSource.manager, ReferralEntity, ids, presentReferral);
  }
}
