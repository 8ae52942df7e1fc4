import { EmailField, NestedArrayField, TextField, UrlField } from '@app/core';
import { EducationEntryDto, ExperienceEntryDto } from './candidate-entries.dto';

export const MAX_ENTRIES = 100;

/**
 * The candidate fields of spec op 1, declared once. For PATCH every field is optional, while the
 * required ones still refuse null; nullable ones accept null to clear them.
 */
function candidateFields(forPatch: boolean) {
  const optional = forPatch;
  class CandidateFields {
    @TextField({ min: 1, max: 120, optional, example: 'Ada' }) firstName: string;
    @TextField({ min: 1, max: 120, optional, example: 'Lovelace' }) lastName: string;
    @EmailField({ optional }) email: string;
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
  return CandidateFields;
}

type CandidateFields = InstanceType<ReturnType<typeof candidateFields>>;

/** Spec op 1. No other keys are accepted. */
export class CreateCandidateDto extends candidateFields(false) {}

/** PATCH /candidates/{id}: only the fields sent change. Entry arrays are replaced whole. */
export class UpdateCandidateDto extends (candidateFields(true) as new () => Partial<CandidateFields>) {}
