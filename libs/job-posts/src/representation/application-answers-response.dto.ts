import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FORM_SECTIONS, QUESTION_TYPES } from '../domain/application-form';

/** The 202 of a careers-site apply: the same whatever the apply did (docs/api/careers.md#apply). */
export class ApplyReceiptResponse {
  @ApiProperty({ enum: ['received'], example: 'received' }) status: 'received';
  @ApiProperty({ format: 'date-time', example: '2026-11-26T10:00:00.000Z' }) receivedAt: string;
}

export class AnswerResponse {
  @ApiProperty({ example: 'years_experience' }) key: string;
  @ApiProperty({ description: 'The label the question had when the answer was given', example: 'Years of experience' }) label: string;
  @ApiProperty({ enum: QUESTION_TYPES, enumName: 'QuestionType', description: 'The type the question had when the answer was given' }) type: string;
  @ApiProperty({ enum: FORM_SECTIONS, enumName: 'FormSection' }) section: string;
  @ApiProperty({
    description: 'Typed as asked: a string, number, boolean or array of option values; a file answer: the id of its document',
    oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'array', items: { type: 'string' } }],
    example: 6,
  })
  value: unknown;
}

export class UtmResponse {
  @ApiPropertyOptional() source?: string;
  @ApiPropertyOptional() medium?: string;
  @ApiPropertyOptional() campaign?: string;
  @ApiPropertyOptional() term?: string;
  @ApiPropertyOptional() content?: string;
}

/** What a careers-site apply submitted, without the self-identification answers. */
export class ApplicationAnswersResponse {
  @ApiProperty({ format: 'uuid' }) jobPostId: string;
  @ApiProperty({ format: 'date-time' }) submittedAt: string;
  @ApiProperty({ example: 'careers_site' }) source: string;
  @ApiProperty({ type: UtmResponse, nullable: true }) utm: UtmResponse | null;
  @ApiProperty({ type: [AnswerResponse] }) answers: AnswerResponse[];
}

/** The self-identification answers alone (scope eeo:read). */
export class SelfIdAnswersResponse {
  @ApiProperty({ type: [AnswerResponse] }) answers: AnswerResponse[];
}
