import { EmailField, NestedArrayField, TextField, UrlField } from '@app/core';
import { EducationEntryDto, ExperienceEntryDto } from './candidate-entries.dto';
import { MAX_ENTRIES } from './create-candidate.dto';

/** Every field optional; nullable ones accept null to clear them. Entry arrays are replaced whole. */
export class UpdateCandidateDto {
  @TextField({ min: 1, max: 120, optional: true }) firstName?: string;
  @TextField({ min: 1, max: 120, optional: true }) lastName?: string;
  @EmailField({ optional: true }) email?: string;
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
