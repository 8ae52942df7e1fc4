import { Column, Entity, PrimaryColumn } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';

/** One arrival of a person through the careers site: what the apply said of where it came from. */
export interface Touch {
  source: string;
  medium: string | null;
  campaign: string | null;
  /** A known referral code; an unknown one is not kept. */
  ref: string | null;
  /** ISO 8601 */
  at: string;
}

/** A referral link; a deleted one (`deletedAt`) no longer attributes (docs/api/careers.md#referral-links-and-attribution). */
@Entity('referral_links')
export class ReferralLinkEntity {
  @IdColumn() id: string;
  @Column('text') code: string;
  @Column('uuid') referrerUserId: string;
  @Column('uuid', { nullable: true }) jobPostId: string | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
  @TimestampColumn({ nullable: true }) deletedAt: Date | null;
}

@Entity('application_attribution')
export class ApplicationAttributionEntity {
  @PrimaryColumn('uuid') applicationId: string;
  @Column('jsonb') firstTouch: Touch;
  @Column('jsonb') lastTouch: Touch;
  @Column('uuid', { nullable: true }) referrerUserId: string | null;
}
