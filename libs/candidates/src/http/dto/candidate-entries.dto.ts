import { BooleanField, TextField } from '@app/core';

/** Education entry (spec): id and school required; the nullable keys default to null. */
export class EducationEntryDto {
  @TextField({ min: 1, max: 120 }) id: string;
  @TextField({ min: 1, max: 500 }) school: string;
  @TextField({ max: 20000, optional: true, nullable: true }) degree?: string | null;
  @TextField({ max: 20000, optional: true, nullable: true }) field?: string | null;
  @TextField({ max: 20000, optional: true, nullable: true }) startDate?: string | null;
  @TextField({ max: 20000, optional: true, nullable: true }) endDate?: string | null;
  @TextField({ max: 20000, optional: true, nullable: true }) description?: string | null;
}

/** Experience entry (spec): id, company and title required; the nullable keys default to null. */
export class ExperienceEntryDto {
  @TextField({ min: 1, max: 120 }) id: string;
  @TextField({ min: 1, max: 500 }) company: string;
  @TextField({ min: 1, max: 500 }) title: string;
  @TextField({ max: 20000, optional: true, nullable: true }) startDate?: string | null;
  @TextField({ max: 20000, optional: true, nullable: true }) endDate?: string | null;
  @BooleanField({ optional: true, nullable: true }) current?: boolean | null;
  @TextField({ max: 20000, optional: true, nullable: true }) location?: string | null;
  @TextField({ max: 20000, optional: true, nullable: true }) description?: string | null;
}
