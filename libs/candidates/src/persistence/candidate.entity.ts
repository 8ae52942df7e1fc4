import { Column, Entity } from 'typeorm';
import { IdColumn, TimestampColumn } from '@app/core';
import type { EducationEntry, ExperienceEntry } from '../domain/candidate-entries';

@Entity('candidates')
export class CandidateEntity {
  @IdColumn() id: string;
  @Column('text') firstName: string;
  @Column('text') lastName: string;
  @Column('text') email: string;
  @Column('text', { nullable: true }) phone: string | null;
  @Column('text', { nullable: true }) address: string | null;
  @Column('text', { nullable: true }) location: string | null;
  @Column('text', { nullable: true }) headline: string | null;
  @Column('text', { nullable: true }) summary: string | null;
  @Column('text', { nullable: true }) linkedinUrl: string | null;
  @Column('text', { nullable: true }) githubUrl: string | null;
  @Column('text', { nullable: true }) websiteUrl: string | null;
  @Column('jsonb') educationEntries: EducationEntry[];
  @Column('jsonb') experienceEntries: ExperienceEntry[];
  @TimestampColumn() createdAt: Date;
  @TimestampColumn() updatedAt: Date;
  /** When it was anonymized (docs/api/retention.md#anonymization); not presented: the candidate's shape is the spec's. */
  @TimestampColumn({ nullable: true }) anonymizedAt: Date | null;
}
