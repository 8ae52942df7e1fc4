import { BooleanField, TextField } from '@app/core';
import type { EducationEntryInput, ExperienceEntryInput } from '../../representation/candidate-requests';

/** Education entry (spec): id and school required; the nullable keys default to null. */
export class EducationEntryDto implements EducationEntryInput {
  @TextField({ min: 1, max: 120, example: 'edu-1' }) id: string;
  @TextField({ min: 1, max: 500, example: 'University of London' }) school: string;
  @TextField({ max: 20000, optional: true, nullable: true, example: 'BSc' }) degree?: string | null;
  @TextField({ max: 20000, optional: true, nullable: true, example: 'Mathematics' }) field?: string | null;
  @TextField({ max: 20000, optional: true, nullable: true, example: '1832-09' }) startDate?: string | null;
  @TextField({ max: 20000, optional: true, nullable: true, example: '1835-06' }) endDate?: string | null;
  @TextField({ max: 20000, optional: true, nullable: true, example: 'Studied under Augustus De Morgan.' }) description?: string | null;
}

/** Experience entry (spec): id, company and title required; the nullable keys default to null. */
export class ExperienceEntryDto implements ExperienceEntryInput {
  @TextField({ min: 1, max: 120, example: 'exp-1' }) id: string;
  @TextField({ min: 1, max: 500, example: 'Analytical Engine Ltd' }) company: string;
  @TextField({ min: 1, max: 500, example: 'Analyst' }) title: string;
  @TextField({ max: 20000, optional: true, nullable: true, example: '1842-10' }) startDate?: string | null;
  @TextField({ max: 20000, optional: true, nullable: true, example: '1843-09' }) endDate?: string | null;
  @BooleanField({ optional: true, nullable: true, example: false }) current?: boolean | null;
  @TextField({ max: 20000, optional: true, nullable: true, example: 'London, UK' }) location?: string | null;
  @TextField({ max: 20000, optional: true, nullable: true, example: 'Notes on the Analytical Engine.' }) description?: string | null;
}
