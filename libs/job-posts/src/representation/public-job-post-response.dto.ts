import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EMPLOYMENT_TYPES } from '@app/jobs';
import { PublicFormQuestionResponse, SalaryResponse } from './job-post-response.dto';

const nullableText = { type: String, nullable: true } as const;
const shownSetting = { enum: ['required', 'optional'], enumName: 'PublicFormFieldSetting', description: 'Absent when the form hides the field' } as const;

/** A live post as a careers site sees it: no internal ids, no status (docs/api/careers.md#public-routes). */
export class PublicJobPostResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Senior Backend Engineer' }) title: string;
  @ApiProperty({ description: 'Markdown' }) content: string;
  @ApiProperty(nullableText) location: string | null;
  @ApiProperty() remote: boolean;
  @ApiProperty({ ...nullableText, enum: EMPLOYMENT_TYPES, enumName: 'EmploymentType' }) employmentType: string | null;
  @ApiProperty({ type: SalaryResponse, nullable: true }) salary: SalaryResponse | null;
  @ApiProperty({ type: [String], example: ['external'] }) boards: string[];
  @ApiProperty({ format: 'date-time' }) publishedAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

/** The application form without the built-in fields it hides. */
export class PublicApplicationFormResponse {
  @ApiPropertyOptional(shownSetting) resume?: string;
  @ApiPropertyOptional(shownSetting) coverLetter?: string;
  @ApiPropertyOptional(shownSetting) phone?: string;
  @ApiPropertyOptional(shownSetting) linkedinUrl?: string;
  @ApiProperty({ type: [PublicFormQuestionResponse] }) questions: PublicFormQuestionResponse[];
}

export class PublicJobPostDetailResponse extends PublicJobPostResponse {
  @ApiProperty({ type: PublicApplicationFormResponse }) form: PublicApplicationFormResponse;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'A JSON Schema (draft 2020-12) of the apply body in its JSON form, for a form renderer and for validating before sending',
  })
  formSchema: Record<string, unknown>;
}
