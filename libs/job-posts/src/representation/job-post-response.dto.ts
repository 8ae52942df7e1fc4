import { ApiProperty } from '@nestjs/swagger';
import { EMPLOYMENT_TYPES } from '@app/jobs';
import { FIELD_SETTINGS, FORM_SECTIONS, QUESTION_TYPES } from '../domain/application-form';
import { JOB_POST_STATUSES, SALARY_PERIODS } from '../domain/job-post-rules';

const nullableText = { type: String, nullable: true } as const;
const nullableTimestamp = { type: String, format: 'date-time', nullable: true } as const;
const nullableNumber = { type: Number, nullable: true } as const;
const fieldSetting = { enum: FIELD_SETTINGS, enumName: 'FormFieldSetting' } as const;

export class SalaryResponse {
  @ApiProperty({ example: 70000 }) min: number;
  @ApiProperty({ example: 90000 }) max: number;
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ enum: SALARY_PERIODS, enumName: 'SalaryPeriod' }) period: string;
}

export class FormOptionResponse {
  @ApiProperty({ example: 'berlin' }) value: string;
  @ApiProperty({ example: 'Berlin' }) label: string;
}

/** A question as careers sites see it: without the custom field it fills. */
export class PublicFormQuestionResponse {
  @ApiProperty({ example: 'years_experience' }) key: string;
  @ApiProperty({ example: 'Years of professional experience' }) label: string;
  @ApiProperty({ enum: QUESTION_TYPES, enumName: 'FormQuestionType' }) type: string;
  @ApiProperty() required: boolean;
  @ApiProperty() helpText: string;
  @ApiProperty({ type: [FormOptionResponse], nullable: true, description: 'Select questions only' }) options: FormOptionResponse[] | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Text questions; null: the type’s cap (2,000 or 20,000)' }) maxLength: number | null;
  @ApiProperty({ ...nullableNumber, description: 'number: the lowest value; multi_select: the fewest options' }) min: number | null;
  @ApiProperty({ ...nullableNumber, description: 'number: the highest value; multi_select: the most options' }) max: number | null;
  @ApiProperty({ type: [String], nullable: true, description: 'File questions: the content types accepted; null: every document type' })
  accept: string[] | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'File questions; null: DOCUMENT_MAX_BYTES' }) maxBytes: number | null;
  @ApiProperty({ enum: FORM_SECTIONS, enumName: 'FormSection' }) section: string;
}

export class FormQuestionResponse extends PublicFormQuestionResponse {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'candidate.notice_period',
    description: '`candidate.<key>` or `application.<key>`: the custom field the answer is also written to (null: none)',
  })
  customField: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'talent_pool',
    description: 'Consent questions: the consent purpose a `true` answer gives consent for (null: none)',
  })
  consentPurpose: string | null;
}

export class ApplicationFormResponse {
  @ApiProperty(fieldSetting) resume: string;
  @ApiProperty(fieldSetting) coverLetter: string;
  @ApiProperty(fieldSetting) phone: string;
  @ApiProperty(fieldSetting) linkedinUrl: string;
  @ApiProperty({ type: [FormQuestionResponse] }) questions: FormQuestionResponse[];
}

export class JobPostResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty({ example: 'Senior Backend Engineer' }) title: string;
  @ApiProperty({ description: 'Markdown' }) content: string;
  @ApiProperty(nullableText) location: string | null;
  @ApiProperty() remote: boolean;
  @ApiProperty({ ...nullableText, enum: EMPLOYMENT_TYPES, enumName: 'EmploymentType' }) employmentType: string | null;
  @ApiProperty({ type: SalaryResponse, nullable: true }) salary: SalaryResponse | null;
  @ApiProperty({ enum: JOB_POST_STATUSES, enumName: 'JobPostStatus' }) status: string;
  @ApiProperty({ type: ApplicationFormResponse }) form: ApplicationFormResponse;
  @ApiProperty({ type: [String], example: ['external'] }) boards: string[];
  @ApiProperty(nullableTimestamp) publishedAt: string | null;
  @ApiProperty(nullableTimestamp) closedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
