import { DateTimeField, EnumField, IntegerField, TextField } from '@app/core';
import { OBJECT_TYPES, type ObjectType } from '../../domain/custom-field-rules';
import type { ValuesPageInput } from '../../custom-field-values.service';

export const MAX_VALUES_PAGE = 1000;

export class ListCustomFieldValuesDto implements ValuesPageInput {
  @EnumField(OBJECT_TYPES, { enumName: 'CustomFieldObjectType', description: 'Whose values: candidate, application, job, offer or interview' })
  objectType: ObjectType;

  @IntegerField({ optional: true, min: 1, max: MAX_VALUES_PAGE, fromQuery: true, description: 'Page size, default 100' })
  limit?: number;

  @TextField({ optional: true, min: 1, max: 200, description: 'The `nextCursor` of the previous page' })
  cursor?: string;

  @DateTimeField({
    optional: true,
    description: 'Only objects whose values changed strictly later. YYYY-MM-DDTHH:MM[:SS[.fraction]]Z, e.g. `2026-11-21T10:00:00.000Z`',
  })
  updatedAfter?: string;
}
