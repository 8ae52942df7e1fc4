import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_PATTERN } from '@app/core';
import { DUPLICATE_REASONS, type DuplicateReason } from '../domain/candidate-duplicates';

const nullableText = { type: String, nullable: true } as const;

/** An education entry as responses carry it: every key present, null when unset. */
export class EducationEntryResponse {
  @ApiProperty() id: string;
  @ApiProperty() school: string;
  @ApiProperty(nullableText) degree: string | null;
  @ApiProperty(nullableText) field: string | null;
  @ApiProperty(nullableText) startDate: string | null;
  @ApiProperty(nullableText) endDate: string | null;
  @ApiProperty(nullableText) description: string | null;
}

/** An experience entry as responses carry it: every key present, null when unset. */
export class ExperienceEntryResponse {
  @ApiProperty() id: string;
  @ApiProperty() company: string;
  @ApiProperty() title: string;
  @ApiProperty(nullableText) startDate: string | null;
  @ApiProperty(nullableText) endDate: string | null;
  @ApiProperty({ type: Boolean, nullable: true }) current: boolean | null;
  @ApiProperty(nullableText) location: string | null;
  @ApiProperty(nullableText) description: string | null;
}

export class CandidateResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ pattern: EMAIL_PATTERN.source }) email: string;
  @ApiProperty(nullableText) phone: string | null;
  @ApiProperty(nullableText) address: string | null;
  @ApiProperty(nullableText) location: string | null;
  @ApiProperty(nullableText) headline: string | null;
  @ApiProperty(nullableText) summary: string | null;
  @ApiProperty({ ...nullableText, format: 'uri' }) linkedinUrl: string | null;
  @ApiProperty({ ...nullableText, format: 'uri' }) githubUrl: string | null;
  @ApiProperty({ ...nullableText, format: 'uri' }) websiteUrl: string | null;
  @ApiProperty({ type: [EducationEntryResponse] }) educationEntries: EducationEntryResponse[];
  @ApiProperty({ type: [ExperienceEntryResponse] }) experienceEntries: ExperienceEntryResponse[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class TagResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'senior' }) label: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class NoteAuthorResponse {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
}

export class NoteMentionResponse {
  @ApiProperty() userId: string;
  @ApiProperty() name: string;
}

export class NoteResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() body: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: NoteAuthorResponse }) author: NoteAuthorResponse;
  @ApiProperty({ type: [NoteMentionResponse] }) mentions: NoteMentionResponse[];
}

export class DuplicateResponse {
  @ApiProperty({ type: CandidateResponse }) candidate: CandidateResponse;
  @ApiProperty({
    minimum: 0,
    maximum: 1,
    description:
      'How likely the two are one person: 1 − Π(1 − weight) over the reasons (LinkedIn 0.9, phone 0.8, email local part 0.6, name 0.5 × trigram similarity)',
  })
  score: number;
  @ApiProperty({ enum: DUPLICATE_REASONS, enumName: 'DuplicateReason', isArray: true }) reasons: DuplicateReason[];
}
