import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { NotFoundError } from '@app/core';
import { ApplicationsService } from '@app/applications';
import type { Touch } from './persistence/attribution.entity';
import { AttributionRepository } from './persistence/attribution.repository';
import { ReferralLinksRepository } from './persistence/referral-links.repository';
import type { AttributionResponse } from './representation/attribution-response.dto';

/** What an apply says of where it came from, before its referral code is looked up. */
export interface ArrivalInput {
  source: string;
  utm: { medium?: string; campaign?: string } | undefined;
  ref: string | undefined;
}

/** Where careers-site applications came from (docs/api/careers.md#referral-links-and-attribution). */
@Injectable()
export class AttributionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: AttributionRepository,
    private readonly links: ReferralLinksRepository,
    private readonly applications: ApplicationsService,
  ) {}

  /** The touch of an apply, with the referrer of its code; an unknown or deleted link's code is ignored. */
  async arrival(tx: EntityManager, input: ArrivalInput, at: Date): Promise<{ touch: Touch; referrerUserId: string | null }> {
    const link = input.ref === undefined ? null : await this.links.findByCode(tx, input.ref);
    const touch: Touch = {
      source: input.source,
      medium: input.utm?.medium ?? null,
      campaign: input.utm?.campaign ?? null,
      ref: link?.code ?? null,
      at: at.toISOString(),
    };
    return { touch, referrerUserId: link?.referrerUserId ?? null };
  }

  /** A new application's first (and last) touch. */
  async recordFirst(tx: EntityManager, applicationId: string, arrival: { touch: Touch; referrerUserId: string | null }): Promise<void> {
    await this.repository.insert(tx, { applicationId, firstTouch: arrival.touch, lastTouch: arrival.touch, referrerUserId: arrival.referrerUserId });
  }

  /** A reapply: the last touch moves, the first stays (an application made through the API gets its first touch here). */
  async recordAgain(tx: EntityManager, applicationId: string, arrival: { touch: Touch; referrerUserId: string | null }): Promise<void> {
    await this.repository.touch(tx, applicationId, arrival.touch, arrival.referrerUserId);
  }

  /** GET /applications/{id}/attribution: 404 for an application out of reach, both touches null for one that has none. */
  async of(applicationId: string): Promise<AttributionResponse> {
    const tx = this.dataSource.manager;
    const [application, row] = await Promise.all([this.applications.refOf(tx, applicationId), this.repository.find(tx, applicationId)]);
    if (application === null) throw new NotFoundError('Application', applicationId);
    return { firstTouch: row?.firstTouch ?? null, lastTouch: row?.lastTouch ?? null, referrerUserId: row?.referrerUserId ?? null };
  }
}
