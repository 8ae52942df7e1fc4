import { BooleanField, CheckedAcrossFields, EnumField, NestedArrayField, PageQueryDto, TextField } from '@app/core';
import { CustomFieldCreateRules } from '../../custom-field-rules.provider';
import {
  DESCRIPTION_MAX_LENGTH,
  FIELD_TYPES,
  KEY_PATTERN,
  LABEL_MAX_LENGTH,
  MAX_OPTIONS,
  OBJECT_TYPES,
  OPTION_LABEL_MAX_LENGTH,
  OPTION_VALUE_MAX_LENGTH,
  type FieldOption,
  type FieldType,
  type ObjectType,
} from '../../domain/custom-field-rules';

export class CustomFieldOptionDto implements FieldOption {
  @TextField({ min: 1, max: OPTION_VALUE_MAX_LENGTH, example: 'required' }) value: string;
  @TextField({ min: 1, max: OPTION_LABEL_MAX_LENGTH, example: 'Sponsorship required' }) label: string;
}

const OPTIONS_EXAMPLE = [
  { value: 'required', label: 'Sponsorship required' },
  { value: 'not_required', label: 'No sponsorship needed' },
];

const optionsField = (description: string) =>
  NestedArrayField(() => CustomFieldOptionDto, { optional: true, max: MAX_OPTIONS, description, example: OPTIONS_EXAMPLE });

/** What POST and PATCH share. */
class EditableCustomFieldFields {
  @TextField({ max: DESCRIPTION_MAX_LENGTH, optional: true, description: 'Default ""', example: 'Whether the candidate needs a work visa' })
  description?: string;
  @BooleanField({ optional: true, description: 'Default false: once set, the value cannot be set back to null', example: false }) required?: boolean;
  @BooleanField({
    optional: true,
    description: 'Erased with the candidate; default true for text, long_text, email and url, false for the others',
    example: false,
  })
  pii?: boolean;
  @BooleanField({
    optional: true,
    description: 'Candidate fields of types text, long_text, email, url, single_select, multi_select only; default false',
    example: false,
  })
  searchable?: boolean;
}

/** POST /custom-fields (docs/api/custom-fields.md#definitions). */
@CheckedAcrossFields(CustomFieldCreateRules)
export class CreateCustomFieldDto extends EditableCustomFieldFields {
  @EnumField(OBJECT_TYPES, { enumName: 'CustomFieldObjectType', example: 'candidate' }) objectType: ObjectType;
  @TextField({
    pattern: KEY_PATTERN,
    patternMessage: 'must start with a lower-case letter and hold only lower-case letters, digits and _ (at most 40)',
    description: 'Unique per objectType; cannot change',
    example: 'visa_sponsorship',
  })
  key: string;
  @TextField({ min: 1, max: LABEL_MAX_LENGTH, example: 'Visa sponsorship' }) label: string;
  @EnumField(FIELD_TYPES, { enumName: 'CustomFieldType', description: 'Cannot change', example: 'single_select' }) type: FieldType;
  @optionsField('Select types only, and required for them (1-500, values unique); [] or absent for the others')
  options?: CustomFieldOptionDto[];
}

/** PATCH /custom-fields/{id}: `key`, `type` and `objectType` cannot change (unknown keys here). */
export class UpdateCustomFieldDto extends EditableCustomFieldFields {
  @TextField({ min: 1, max: LABEL_MAX_LENGTH, optional: true, example: 'Visa sponsorship' }) label?: string;
  @optionsField('Replaces the options whole: options may be added and relabelled; removing one that values still hold is 409 CONFLICT')
  options?: CustomFieldOptionDto[];
}

export class ListCustomFieldsDto extends PageQueryDto {
  @EnumField(OBJECT_TYPES, { optional: true, enumName: 'CustomFieldObjectType', description: 'Only the fields of this object type' }) objectType?: ObjectType;
  @BooleanField({ optional: true, fromQuery: true, description: 'true: only archived fields; false: only active ones' }) archived?: boolean;
}
