import type { ValidationIssue } from '@app/core';
import { registeredFieldType, type FieldType } from './field-types';

export { FIELD_TYPES, type FieldType } from './field-types';

/** The objects a field is defined for (docs/api/custom-fields.md#definitions). */
export const OBJECT_TYPES = ['candidate', 'application', 'job', 'offer', 'interview'] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];

export const KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const LABEL_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const MAX_OPTIONS = 500;
export const OPTION_VALUE_MAX_LENGTH = 100;
export const OPTION_LABEL_MAX_LENGTH = 200;
/** Active definitions per object type; a create or unarchive beyond is refused. */
export const MAX_ACTIVE_PER_OBJECT_TYPE = 300;

export const SELECT_TYPES: readonly FieldType[] = ['single_select', 'multi_select'];
/** Types whose values are personal data unless the definition says otherwise. */
export const PII_BY_DEFAULT: readonly FieldType[] = ['text', 'long_text', 'email', 'url'];
/** Types a candidate field may be searchable with. */
export const SEARCHABLE_TYPES: readonly FieldType[] = ['text', 'long_text', 'email', 'url', 'single_select', 'multi_select'];

export interface FieldOption {
  value: string;
  label: string;
}

/** The definition as the rules read it. */
export interface FieldShape {
  objectType: ObjectType;
  type: FieldType;
  options: readonly FieldOption[];
  searchable: boolean;
}

export const CustomFieldRules = {
  piiByDefault(type: FieldType): boolean {
    return registeredFieldType(type)?.pii ?? PII_BY_DEFAULT.includes(type);
  },

  /** Select types and the registered types with options. */
  takesOptions(type: FieldType): boolean {
    return SELECT_TYPES.includes(type) || registeredFieldType(type)?.options === true;
  },

  /** Rules across a definition's fields: options only and always for select types, unique values; searchable only where §13 allows. */
  issues(field: { objectType: ObjectType; type: FieldType; options?: readonly FieldOption[] | null; searchable?: boolean }): ValidationIssue[] {
    const issues: ValidationIssue[] = [];
    const select = CustomFieldRules.takesOptions(field.type);
    const options = field.options ?? undefined;
    if (select && (options === undefined || options.length === 0)) {
      issues.push({ location: 'body', path: 'options', message: `options are required for ${field.type} fields (1-${MAX_OPTIONS})` });
    }
    if (!select && options !== undefined && options.length > 0) {
      issues.push({ location: 'body', path: 'options', message: `options must be [] for ${field.type} fields` });
    }
    if (options !== undefined) {
      const seen = new Set<string>();
      options.forEach((option, index) => {
        if (seen.has(option.value))
          issues.push({ location: 'body', path: `options.${index}.value`, message: `options.${index}.value repeats "${option.value}"` });
        seen.add(option.value);
      });
    }
    if (field.searchable === true && (field.objectType !== 'candidate' || !SEARCHABLE_TYPES.includes(field.type))) {
      issues.push({
        location: 'body',
        path: 'searchable',
        message: `searchable is only for candidate fields of types ${SEARCHABLE_TYPES.join(', ')}`,
      });
    }
    return issues;
  },

  /** The option values a PATCH drops. */
  removedOptions(before: readonly FieldOption[], after: readonly FieldOption[]): string[] {
    const kept = new Set(after.map((option) => option.value));
    return before.map((option) => option.value).filter((value) => !kept.has(value));
  },
};
