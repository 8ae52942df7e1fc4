import type { InstallationAddition } from '@app/core';

/** The types this context knows itself (docs/api/custom-fields.md#definitions). */
export const BUILT_IN_FIELD_TYPES = [
  'text',
  'long_text',
  'number',
  'currency',
  'boolean',
  'date',
  'single_select',
  'multi_select',
  'url',
  'email',
  'user',
] as const;
export type BuiltInFieldType = (typeof BUILT_IN_FIELD_TYPES)[number];

/** A field type: a built-in one, or one an extension registered (customFieldType). */
export type FieldType = BuiltInFieldType | (string & Record<never, never>);

/** A stored value of a registered type: JSON the index reads (a number gives the range index, `YYYY-MM-DD` text the date one). */
export type StoredFieldValue = string | number | boolean | string[];

/** What a registered type's rules read of a definition: its options, in the definition's order. */
export interface FieldTypeOptions {
  options: ReadonlyArray<{ value: string; label: string }>;
}

/**
 * What a filter of a registered type matches: one of the stored values (a containment of each, through the values'
 * GIN index), or a range of the stored number or `YYYY-MM-DD` day (through custom_field_value_keys' B-tree indexes).
 */
export type FieldFilterMatch =
  { anyOf: readonly (string | number | boolean)[] } | { range: 'gte' | 'lte'; number: number } | { range: 'gte' | 'lte'; day: string };

/**
 * A custom field type of an extension's own (docs/extending.md#a-custom-field-type): its values' rules, how a value is
 * stored, and the filters its fields take on the lists (`cf.<key>` is `filters['']`, `cf.<key>.<operator>` the others;
 * `cf.<key>.exists` is every type's).
 */
export interface CustomFieldTypeDefinition {
  /** Lower snake case, not a built-in type's name. */
  type: string;
  /** Whether a field of the type has options (1-500, unique values, as a select's); their order is the definition's. */
  options: boolean;
  /** Whether its values are personal data unless the definition says otherwise (erased with the candidate). */
  pii: boolean;
  /** Why `value` (any JSON but null) is not a value of the field, or null: the message after the key (`clearance must be ...`). */
  valueProblem(value: unknown, field: FieldTypeOptions): string | null;
  /** The value as stored, once it passed `valueProblem`; default the value as sent. */
  stored?(value: unknown, field: FieldTypeOptions): StoredFieldValue;
  /** Operator (`''` for `cf.<key>=`, lower snake case otherwise) → what the text of the parameter matches, or why it cannot. */
  filters: Readonly<Record<string, (raw: string, field: FieldTypeOptions) => FieldFilterMatch | { problem: string }>>;
}

const TYPE_NAME = /^[a-z][a-z0-9_]{0,39}$/;
const OPERATOR_NAME = /^([a-z][a-z0-9_]{0,19})?$/;

/** Every type's name, built-in first, then the registered ones in the installation's order: the create body's enum and the OpenAPI document's. */
export const FIELD_TYPES: string[] = [...BUILT_IN_FIELD_TYPES];
const registered = new Map<string, CustomFieldTypeDefinition>();

/** The registered type of this name; undefined for a built-in type or an unknown name. */
export function registeredFieldType(type: string): CustomFieldTypeDefinition | undefined {
  return registered.get(type);
}

/** Registers a type process-wide, as the installation's events are; the same definition twice is no change. */
export function registerCustomFieldType(definition: CustomFieldTypeDefinition): void {
  const existing = registered.get(definition.type);
  if (existing === definition) return;
  if (existing !== undefined) throw new Error('another definition has this name');
  if ((BUILT_IN_FIELD_TYPES as readonly string[]).includes(definition.type)) throw new Error('a built-in type has this name');
  if (!TYPE_NAME.test(definition.type)) throw new Error('a type name is lower snake case, at most 40 characters');
  const badOperator = Object.keys(definition.filters).find((operator) => !OPERATOR_NAME.test(operator) || operator === 'exists');
  if (badOperator !== undefined) throw new Error(`the filter operator "${badOperator}" is not lower snake case, or is exists (every type's)`);
  registered.set(definition.type, definition);
  FIELD_TYPES.push(definition.type);
}

/** A custom field type for an extension's definition: `additions: [customFieldType({ type: 'clearance_level', ... })]`. */
export function customFieldType(definition: CustomFieldTypeDefinition): InstallationAddition {
  return { kind: 'custom field type', name: definition.type, register: () => registerCustomFieldType(definition) };
}
