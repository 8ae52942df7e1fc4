import { ApiProperty } from '@nestjs/swagger';
import { FIELD_TYPES, OBJECT_TYPES } from '../domain/custom-field-rules';

export class CustomFieldOptionResponse {
  @ApiProperty({ example: 'required' }) value: string;
  @ApiProperty({ example: 'Sponsorship required' }) label: string;
}

export class CustomFieldResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: OBJECT_TYPES, enumName: 'CustomFieldObjectType' }) objectType: string;
  @ApiProperty({ example: 'visa_sponsorship' }) key: string;
  @ApiProperty({ example: 'Visa sponsorship' }) label: string;
  @ApiProperty({ enum: FIELD_TYPES, enumName: 'CustomFieldType' }) type: string;
  @ApiProperty({ type: [CustomFieldOptionResponse], description: 'Select types only; [] for the others' }) options: CustomFieldOptionResponse[];
  @ApiProperty({ description: 'Once set, the value cannot be set back to null' }) required: boolean;
  @ApiProperty({ description: 'Erased with the candidate it belongs to' }) pii: boolean;
  @ApiProperty({ description: 'Matched by the candidates’ q' }) searchable: boolean;
  @ApiProperty({ example: 'Whether the candidate needs a work visa' }) description: string;
  @ApiProperty() archived: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

const VALUES_EXAMPLE = { visa_sponsorship: 'required', notice_period_days: 30, salary_expectation: { amount: 85000, currency: 'EUR' }, hris_id: null };

/** An object's values: every active definition's key, null when unset. */
export class CustomFieldValuesResponse {
  @ApiProperty({ type: 'object', additionalProperties: true, example: VALUES_EXAMPLE }) values: Record<string, unknown>;
}

export class CustomFieldValuesItemResponse {
  @ApiProperty({ enum: OBJECT_TYPES, enumName: 'CustomFieldObjectType' }) objectType: string;
  @ApiProperty({ format: 'uuid' }) objectId: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'Every active definition’s key, null when unset',
    example: VALUES_EXAMPLE,
  })
  values: Record<string, unknown>;
  @ApiProperty({ format: 'date-time', description: 'The last change of its values' }) updatedAt: string;
}

export class ValuesPaginationSchema {
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` to get the next page; null on the last page' }) nextCursor: string | null;
  @ApiProperty() hasMore: boolean;
  @ApiProperty({ minimum: 1, maximum: 1000 }) limit: number;
}

/** The bulk read's pages hold up to 1000 items. */
export class ValuesPageMetaSchema {
  @ApiProperty({ type: ValuesPaginationSchema }) pagination: ValuesPaginationSchema;
}
