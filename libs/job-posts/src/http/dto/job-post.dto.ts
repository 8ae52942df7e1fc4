import { BooleanField, CheckedAcrossFields, DecimalField, EnumField, NestedObjectField, referenceTo, TextArrayField, TextField, UuidField } from '@app/core';
import { EMPLOYMENT_TYPES, type EmploymentType } from '@app/jobs';
import {
  BOARD_PATTERN,
  CONTENT_MAX_LENGTH,
  MAX_BOARDS,
  MAX_SALARY,
  SALARY_PERIODS,
  TITLE_MAX_LENGTH,
  type Salary,
  type SalaryPeriod,
} from '../../domain/job-post-rules';
import { JobPostFieldRules } from '../../job-post-field-rules';
import type { CreateJobPostInput, UpdateJobPostInput } from '../../representation/job-post-requests';
import { ApplicationFormDto, FORM_EXAMPLE } from './application-form.dto';

export class SalaryDto implements Salary {
  @DecimalField({ min: 0, max: MAX_SALARY, places: 2, example: 70000 }) min: number;
  @DecimalField({ min: 0, max: MAX_SALARY, places: 2, description: 'At least min', example: 90000 }) max: number;
  @TextField({ pattern: /^[A-Z]{3}$/, patternMessage: 'must be an ISO 4217 code of three capital letters, such as EUR', example: 'EUR' }) currency: string;
  @EnumField(SALARY_PERIODS, { enumName: 'SalaryPeriod', example: 'year' }) period: SalaryPeriod;
}

/** The post's fields (docs/api/careers.md#job-posts), declared once; for PATCH `title`, `content`, `remote`, `form` and `boards` still refuse null. */
function jobPostFields() {
  @CheckedAcrossFields(JobPostFieldRules)
  class JobPostFields {
    @TextField({ min: 1, max: TITLE_MAX_LENGTH, optional: true, description: "Default: the job's title", example: 'Senior Backend Engineer (m/f/d)' })
    title?: string;
    @TextField({
      max: CONTENT_MAX_LENGTH,
      optional: true,
      description: 'Markdown; default ""',
      example: '## About the role\n\nYou will design the services behind our hiring platform.',
    })
    content?: string;
    @TextField({ max: 200, optional: true, nullable: true, description: "Absent on create: the job's; null: none", example: 'Berlin (hybrid)' })
    location?: string | null;
    @BooleanField({ optional: true, description: 'Default false', example: true }) remote?: boolean;
    @EnumField(EMPLOYMENT_TYPES, {
      optional: true,
      nullable: true,
      enumName: 'EmploymentType',
      description: "Absent on create: the job's; null: none",
      example: 'full_time',
    })
    employmentType?: EmploymentType | null;
    @NestedObjectField(() => SalaryDto, {
      optional: true,
      nullable: true,
      description: 'Pay transparency: null for none',
      example: { min: 70000, max: 90000, currency: 'EUR', period: 'year' },
    })
    salary?: SalaryDto | null;
    @NestedObjectField(() => ApplicationFormDto, {
      optional: true,
      description: 'Default: résumé optional, no questions. PATCH replaces it whole',
      example: FORM_EXAMPLE,
    })
    form?: ApplicationFormDto;
    @TextArrayField(
      { pattern: BOARD_PATTERN, patternMessage: 'must be a slug: a lower-case letter or digit, then up to 39 lower-case letters, digits or -' },
      {
        optional: true,
        min: 1,
        max: MAX_BOARDS,
        unique: true,
        description: 'Default ["external"]; e.g. internal for an employees-only board',
        example: ['external', 'internal'],
      },
    )
    boards?: string[];
  }
  return JobPostFields;
}

/** POST /job-posts: a draft post of an existing job. */
export class CreateJobPostDto extends jobPostFields() implements CreateJobPostInput {
  @UuidField(referenceTo('An existing job')) jobId: string;
}

/** PATCH /job-posts/{id}: only the fields sent change; `jobId` cannot (an unknown key). */
export class UpdateJobPostDto extends jobPostFields() implements UpdateJobPostInput {}
