import { EmailField, NestedArrayField, TextField, UrlField } from '@app/core';
import { EducationEntryDto, ExperienceEntryDto } from './candidate-entries.dto';
import type { CreateCandidateInput, UpdateCandidateInput } from '../../representation/candidate-requests';

export const MAX_ENTRIES = 100;

/**
 * The candidate fields of POST /candidates, declared once, with examples that make a valid request body
 * (Swagger UI's "Try it out" sends them as shown). For PATCH every field is optional, while the
 * required ones still refuse null; nullable ones accept null to clear them.
 */
function candidateFields(forPatch: boolean) {
  const optional = forPatch;
  class CandidateFields {
    @TextField({ min: 1, max: 120, optional, example: 'Ada' }) firstName: string;
    @TextField({ min: 1, max: 120, optional, example: 'Lovelace' }) lastName: string;
    @EmailField({ optional, example: 'ada@example.com' }) email: string;
    @TextField({ max: 20000, optional: true, nullable: true, example: '+44 20 7946 0018' }) phone?: string | null;
    @TextField({ max: 20000, optional: true, nullable: true, example: "12 St James's Square, London SW1Y 4JH" }) address?: string | null;
    @TextField({ max: 20000, optional: true, nullable: true, example: 'London, UK' }) location?: string | null;
    @TextField({ max: 20000, optional: true, nullable: true, example: 'Mathematician and first programmer' }) headline?: string | null;
    @TextField({ max: 20000, optional: true, nullable: true, example: 'Wrote the first published algorithm for the Analytical Engine.' }) summary?:
      string | null;
    @UrlField({ optional: true, nullable: true, example: 'https://www.linkedin.com/in/ada-lovelace' }) linkedinUrl?: string | null;
    @UrlField({ optional: true, nullable: true, example: 'https://github.com/ada-lovelace' }) githubUrl?: string | null;
    @UrlField({ optional: true, nullable: true, example: 'https://ada.example.com' }) websiteUrl?: string | null;
    @NestedArrayField(() => EducationEntryDto, { optional: true, nullable: true, max: MAX_ENTRIES }) educationEntries?: EducationEntryDto[] | null;
    @NestedArrayField(() => ExperienceEntryDto, { optional: true, nullable: true, max: MAX_ENTRIES }) experienceEntries?: ExperienceEntryDto[] | null;
  }
  return CandidateFields;
}

type CandidateFields = InstanceType<ReturnType<typeof candidateFields>>;

/** POST /candidates. No other keys are accepted. */
export class CreateCandidateDto extends candidateFields(false) implements CreateCandidateInput {}

/** PATCH /candidates/{id}: only the fields sent change. Entry arrays are replaced whole. */
export class UpdateCandidateDto extends (candidateFields(true) as new () => Partial<CandidateFields>) implements UpdateCandidateInput {}
