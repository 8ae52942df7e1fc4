import { isEmailAddress, isHttpUrl, isIsoDate, isPlainObject, isUuid, type ValidationIssue } from '@app/core';
import type { FieldOption, FieldType } from './custom-field-rules';
import { registeredFieldType } from './field-types';

export const TEXT_MAX_LENGTH = 2000;
export const LONG_TEXT_MAX_LENGTH = 20000;
const CURRENCY_CODE = /^[A-Z]{3}$/;

export interface Currency {
  amount: number;
  currency: string;
}

/** A stored value: JSON of the definition's type; null is never stored (an unset key is absent). */
export type FieldValue = string | number | boolean | string[] | Currency;
export type ValueMap = Record<string, FieldValue | null>;

/** What the value rules read of a definition. */
export interface ValueDefinition {
  key: string;
  type: FieldType;
  options: readonly FieldOption[];
  required: boolean;
  archived: boolean;
}

/** The checked values of a PATCH, and the user ids they name (checked against the users afterwards). */
export interface CheckedValues {
  values: ValueMap;
  issues: ValidationIssue[];
  userIds: Map<string, string>;
}

const issue = (key: string, message: string): ValidationIssue => ({ location: 'body', path: key, message: `${key} ${message}` });

/**
 * The value rules (docs/api/custom-fields.md#values): each key of `body` must name an active definition,
 * each value fit its type; every broken rule is reported at once, at `body.<key>`. `stored` is the object's
 * current values: a required value once set cannot become null.
 */
export function checkValues(body: Record<string, unknown>, definitions: ReadonlyMap<string, ValueDefinition>, stored: ValueMap): CheckedValues {
  const issues: ValidationIssue[] = [];
  const values: ValueMap = {};
  const userIds = new Map<string, string>();
  for (const [key, value] of Object.entries(body)) {
    const definition = definitions.get(key);
    if (definition === undefined) {
      issues.push(issue(key, 'is not a custom field of this object type'));
      continue;
    }
    if (definition.archived) {
      issues.push(issue(key, 'is archived: its value cannot be written'));
      continue;
    }
    if (value === null) {
      if (definition.required && stored[key] !== undefined && stored[key] !== null) issues.push(issue(key, 'is required: once set it cannot be null'));
      else values[key] = null;
      continue;
    }
    const problem = valueProblem(definition, value);
    if (problem !== null) {
      issues.push(issue(key, problem));
      continue;
    }
    const normalized = normalizedValue(definition, value as FieldValue);
    if (definition.type === 'user') userIds.set(key, normalized as string);
    values[key] = normalized;
  }
  return { values, issues, userIds };
}

/** Why `value` does not fit the definition, or null. */
export function valueProblem(definition: Pick<ValueDefinition, 'type' | 'options'>, value: unknown): string | null {
  const registered = registeredFieldType(definition.type);
  if (registered !== undefined) return registered.valueProblem(value, definition);
  switch (definition.type) {
    case 'text':
      return typeof value === 'string' && value.length <= TEXT_MAX_LENGTH ? null : `must be a string of at most ${TEXT_MAX_LENGTH} characters`;
    case 'long_text':
      return typeof value === 'string' && value.length <= LONG_TEXT_MAX_LENGTH ? null : `must be a string of at most ${LONG_TEXT_MAX_LENGTH} characters`;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'must be a finite number';
    case 'currency':
      return isCurrency(value) ? null : 'must be { amount: a finite number, currency: an ISO 4217 code such as EUR }';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'date':
      return isIsoDate(value) ? null : 'must be a calendar date YYYY-MM-DD';
    case 'single_select':
      return typeof value === 'string' && definition.options.some((option) => option.value === value)
        ? null
        : `must be one of ${optionList(definition.options)}`;
    case 'multi_select': {
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) return `must be an array of ${optionList(definition.options)}`;
      const unknown = value.find((item) => !definition.options.some((option) => option.value === item));
      if (unknown !== undefined) return `holds "${String(unknown)}", not one of ${optionList(definition.options)}`;
      return new Set(value).size === value.length ? null : 'must not repeat a value';
    }
    case 'url':
      return isHttpUrl(value) ? null : 'must be an absolute http or https URL';
    case 'email':
      return isEmailAddress(value) ? null : 'must be an email address';
    case 'user':
      return isUuid(value) ? null : 'must be the id of a user';
    default:
      // A type no longer registered (its extension removed): its values stay, but none is written.
      return `is of the type ${definition.type}, which no extension of the installation registers`;
  }
}

function isCurrency(value: unknown): value is Currency {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value).sort();
  return (
    keys.length === 2 &&
    keys[0] === 'amount' &&
    keys[1] === 'currency' &&
    typeof value.amount === 'number' &&
    Number.isFinite(value.amount) &&
    typeof value.currency === 'string' &&
    CURRENCY_CODE.test(value.currency)
  );
}

const optionList = (options: readonly FieldOption[]) =>
  options.length <= 10 ? `the options ${options.map((option) => `"${option.value}"`).join(', ')}` : 'the field’s option values';

/** The value as stored: a plain copy, ids lower case; a registered type's `stored`. */
function normalizedValue(definition: Pick<ValueDefinition, 'type' | 'options'>, value: FieldValue): FieldValue {
  const { type } = definition;
  const registered = registeredFieldType(type);
  if (registered !== undefined) return registered.stored?.(value, definition) ?? value;
  if (type === 'currency') {
    const { amount, currency } = value as Currency;
    return { amount, currency };
  }
  if (type === 'user') return (value as string).toLowerCase();
  if (type === 'multi_select') return [...(value as string[])];
  return value;
}

/** Whether two stored values are the same (a multi_select's options in any order). */
export function sameValue(a: FieldValue | null | undefined, b: FieldValue | null | undefined): boolean {
  const comparable = (value: FieldValue | null | undefined) => JSON.stringify(Array.isArray(value) ? [...value].sort() : (value ?? null));
  return comparable(a) === comparable(b);
}
