import { isIsoDate, isUuid, type ValidationIssue } from '@app/core';
import type { FieldOption, FieldType } from './custom-field-rules';
import { registeredFieldType, type FieldFilterMatch } from './field-types';

/** One `cf.` filter, checked: what the list's condition compares. */
export type FieldFilter =
  | { key: string; kind: 'equals'; type: FieldType; value: string | number | boolean }
  | { key: string; kind: 'gte' | 'lte'; type: FieldType; value: string | number }
  | { key: string; kind: 'exists'; value: boolean }
  | { key: string; kind: 'match'; match: FieldFilterMatch };

/** What the filters read of an active definition. */
export interface FilteredField {
  type: FieldType;
  options: readonly FieldOption[];
}

const OPERATORS = ['gte', 'lte', 'exists'] as const;
const RANGE_TYPES: readonly FieldType[] = ['number', 'currency', 'date'];
const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A list's filters `cf.<key>=`, `.gte=`, `.lte=`, `.exists=` (docs/api/custom-fields.md#list-filters); every broken one at `query.cf.<key>`. */
export function parseFilters(
  parameters: Readonly<Record<string, string>>,
  fieldOf: (key: string) => FilteredField | undefined,
): { filters: FieldFilter[]; issues: ValidationIssue[] } {
  const filters: FieldFilter[] = [];
  const issues: ValidationIssue[] = [];
  for (const [name, raw] of Object.entries(parameters)) {
    const [, key = '', operator, ...rest] = name.split('.');
    const path = `cf.${key}`;
    const refuse = (message: string) => issues.push({ location: 'query', path, message: `${name} ${message}` });
    const field = rest.length > 0 ? undefined : fieldOf(key);
    const registered = field === undefined ? undefined : registeredFieldType(field.type);
    const operators = registered === undefined ? OPERATORS : ['exists', ...Object.keys(registered.filters).filter((name) => name !== '')];
    if (rest.length > 0 || (operator !== undefined && !(operators as readonly string[]).includes(operator))) {
      const names = ['cf.<key>', ...operators.map((name) => `cf.<key>.${name}`)];
      refuse(`is not a filter: ${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`);
      continue;
    }
    if (field === undefined) {
      refuse('names no active custom field of this object type');
      continue;
    }
    const { type } = field;
    if (operator === 'exists') {
      if (raw === 'true' || raw === 'false') filters.push({ key, kind: 'exists', value: raw === 'true' });
      else refuse('must be true or false');
      continue;
    }
    if (registered !== undefined) {
      const filter = registered.filters[operator ?? ''];
      const match = filter === undefined ? { problem: `is not a filter of ${type} fields` } : filter(raw, field);
      if ('problem' in match) refuse(match.problem);
      else filters.push({ key, kind: 'match', match });
      continue;
    }
    if ((operator === 'gte' || operator === 'lte') && !RANGE_TYPES.includes(type)) {
      refuse(`is a range: only number, currency and date fields have one (this one is ${type})`);
      continue;
    }
    const value = filterValue(type, raw);
    if (typeof value === 'object') refuse(value.problem);
    else filters.push({ key, kind: operator === 'gte' || operator === 'lte' ? operator : 'equals', type, value } as FieldFilter);
  }
  return { filters, issues };
}

/** The value a filter compares, or why the text is not one of the field's type. */
function filterValue(type: FieldType, raw: string): string | number | boolean | { problem: string } {
  switch (type) {
    case 'number':
    case 'currency':
      return NUMBER.test(raw) && Number.isFinite(Number(raw)) ? Number(raw) : { problem: 'must be a number' };
    case 'boolean':
      return raw === 'true' || raw === 'false' ? raw === 'true' : { problem: 'must be true or false' };
    case 'date':
      return isIsoDate(raw) ? raw : { problem: 'must be a date YYYY-MM-DD' };
    case 'user':
      return isUuid(raw) ? raw.toLowerCase() : { problem: 'must be the id of a user' };
    default:
      return raw;
  }
}
