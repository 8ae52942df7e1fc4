import { EmailField, NestedArrayField, TextField, UrlField } from '@app/core';
import { EducationEntryDto, ExperienceEntryDto } from './candidate-entries.dto';

export const MAX_ENTRIES = 100;

/** Spec op 1. No other keys are accepted. */
export class CreateCandidateDto {
  @TextField({ min: 1, max: 120, example: 'Ada' }) firstName: string;
  @TextField({ min: 1, max: 120, example: 'Lovelace' }) lastName: string;
  @EmailField() email: string;
  @TextField({ max: 20000, optional: true, nullable: true }) phone?: string | null;
  @TextField({ max: 20000, optional: true, nullable: true }) address?: string | null;
  @TextField({ max: 20000, optional: true, nullable: true }) location?: string | null;
  @TextField({ max: 20000, optional: true, nullable: true }) headline?: string | null;
  @TextField({ max: 20000, optional: true, nullable: true }) summary?: string | null;
  @UrlField({ optional: true, nullable: true }) linkedinUrl?: string | null;
  @UrlField({ optional: true, nullable: true }) githubUrl?: string | null;
  @UrlField({ optional: true, nullable: true }) websiteUrl?: string | null;
  @NestedArrayField(() => EducationEntryDto, { optional: true, nullable: true, max: MAX_ENTRIES }) educationEntries?: EducationEntryDto[] | null;
  @NestedArrayField(() => ExperienceEntryDto, { optional: true, nullable: true, max: MAX_ENTRIES }) experienceEntries?: ExperienceEntryDto[] | null;
}
