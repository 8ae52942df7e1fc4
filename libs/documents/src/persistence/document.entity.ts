import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { DocumentContentType } from '../domain/content-type';
import type { DocumentKind, TextStatus } from '../domain/document-rules';

@Entity('documents')
export class DocumentEntity {
  @IdColumn() id: string;
  @Column('uuid') candidateId: string;
  @Column('uuid', { nullable: true }) applicationId: string | null;
  @Column('text') kind: DocumentKind;
  @Column('text') filename: string;
  @Column('text') contentType: DocumentContentType;
  // bigint arrives as a string from pg; sizes stay far below 2^53.
  @Column('bigint', { transformer: { to: (value: number) => value, from: (value: string) => Number(value) } }) sizeBytes: number;
  @Column('text') sha256: string;
  @Column('text') storageKey: string;
  @Column('text') textStatus: TextStatus;
  /** Extracted text (at most TEXT_MAX_CHARS); read by /text only, never by lists. */
  @Column('text', { nullable: true, select: false }) text: string | null;
  /** A user, or an automation: not a foreign key. */
  @Column('uuid') createdById: string;
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
}
