import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { StoredConsentRequestStatus } from '../domain/consent-rules';

/** A request sent to a candidate to give consent through a link (docs/api/privacy.md#consent-requests); the link's token is kept only as its SHA-256. */
@Entity('consent_requests')
export class ConsentRequestEntity {
  @IdColumn() id: string;
  @Column('uuid') candidateId: string;
  @Column('text') purpose: string;
  @Column('bytea') tokenHash: Buffer;
  @Column('text') status: StoredConsentRequestStatus;
  @TimestampColumn() expiresAt: Date;
  @TimestampColumn({ nullable: true }) decidedAt: Date | null;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
