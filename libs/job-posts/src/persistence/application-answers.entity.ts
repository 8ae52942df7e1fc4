import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TimestampColumn } from '@app/core';
import type { FormSection, QuestionType } from '../domain/application-form';

/** One answer as it was asked: the question's label and type at the time, and the value given (a file answer: its document id). */
export type AnswerValue = string | number | boolean | string[];

export interface StoredAnswer {
  key: string;
  label: string;
  type: QuestionType;
  section: FormSection;
  value: AnswerValue;
}

export interface Utm {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

@Entity('application_answers')
export class ApplicationAnswersEntity {
  @PrimaryColumn('uuid') applicationId: string;
  @Column('uuid') jobPostId: string;
  @TimestampColumn() submittedAt: Date;
  @Column('text') source: string;
  @Column('jsonb', { nullable: true }) utm: Utm | null;
  @Column('jsonb') answers: StoredAnswer[];
}

/** Self-identification answers: apart from everything else, read only with `eeo:read`. */
@Entity('application_self_id')
export class ApplicationSelfIdEntity {
  @PrimaryColumn('uuid') applicationId: string;
  @Column('uuid') candidateId: string;
  @Column('jsonb') answers: StoredAnswer[];
  @TimestampColumn() submittedAt: Date;
}
