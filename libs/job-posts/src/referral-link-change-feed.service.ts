import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChangeFeedResource, type ChangeFeedLoader } from '@app/core';
import { CareersEnvironment } from './careers.env';
import { ReferralLinksRepository } from './persistence/referral-links.repository';
import { presentReferralLink } from './representation/referral-link.presenter';

/** The change feed's `referral_link` data: as its GET returns it; a deleted link is a tombstone (docs/api/sync.md#change-feed). */
@ChangeFeedResource('referral_link', 'job_posts')
@Injectable()
export class ReferralLinkChangeFeedService implements ChangeFeedLoader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ReferralLinksRepository,
    private readonly careers: CareersEnvironment,
  ) {}

  async load(ids: readonly string[]): Promise<Map<string, object>> {
    const links = await this.repository.findMany(this.dataSource.manager, ids);
    return new Map(links.map((link) => [link.id, presentReferralLink(link, this.careers.referralUrl(link.code, link.jobPostId))]));
  }
}
