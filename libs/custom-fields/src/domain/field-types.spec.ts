import { registerInstallation, defineExtension } from '@app/core';
import { CustomFieldRules } from './custom-field-rules';
import { customFieldType, FIELD_TYPES, registerCustomFieldType, registeredFieldType, type CustomFieldTypeDefinition } from './field-types';
import { parseFilters } from './filter-rules';
import { checkValues, valueProblem } from './value-rules';

/** An ordered enum: its options in the definition's order are its ranks; `.gte`/`.lte` a range over them. */
const atOrBeyond = (direction: 'gte' | 'lte') => (raw: string, field: { options: ReadonlyArray<{ value: string }> }) => {
  const values = field.options.map((option) => option.value);
  const index = values.indexOf(raw);
  if (index === -1) return { problem: `must be one of ${values.join(', ')}` };
  return { anyOf: direction === 'gte' ? values.slice(index) : values.slice(0, index + 1) };
};

const RANK: CustomFieldTypeDefinition = {
  type: 'spec_rank',
  options: true,
  pii: false,
  valueProblem: (value, field) => (field.options.some((option) => option.value === value) ? null : 'must be one of the options'),
  stored: (value) => String(value).toLowerCase(),
  filters: { '': (raw) => ({ anyOf: [raw] }), gte: atOrBeyond('gte'), lte: atOrBeyond('lte') },
};
const options = ['low', 'mid', 'high'].map((value) => ({ value, label: value.toUpperCase() }));
const field = { key: 'rank', type: 'spec_rank', options, required: false, archived: false };

describe('custom field types of extensions', () => {
  beforeAll(() => registerCustomFieldType(RANK));

  it('registers a type once: the same definition again is no change, another of its name or a built-in name is refused', () => {
    registerCustomFieldType(RANK);
    expect(FIELD_TYPES.filter((type) => type === 'spec_rank')).toHaveLength(1);
    expect(FIELD_TYPES.slice(0, 11)).toEqual([
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
    ]);
    expect(() => registerCustomFieldType({ ...RANK })).toThrow('another definition has this name');
    expect(() => registerCustomFieldType({ ...RANK, type: 'number' })).toThrow('a built-in type has this name');
    expect(() => registerCustomFieldType({ ...RANK, type: 'Bad-Name' })).toThrow('lower snake case');
    expect(() => registerCustomFieldType({ ...RANK, type: 'spec_other', filters: { exists: () => ({ anyOf: [] }) } })).toThrow('"exists"');
    expect(registeredFieldType('number')).toBeUndefined();
  });

  it('is added by an extension, and a clash names the extension', () => {
    const clash = defineExtension({ name: 'clashing', additions: [customFieldType({ ...RANK })] });
    expect(() => registerInstallation([clash])).toThrow('"clashing" adds the custom field type "spec_rank": another definition has this name');
    registerInstallation([defineExtension({ name: 'same', additions: [customFieldType(RANK)] })]);
  });

  it('validates and stores values with the type’s own rules', () => {
    expect(valueProblem(field, 'mid')).toBeNull();
    expect(valueProblem(field, 'top')).toBe('must be one of the options');
    const checked = checkValues({ rank: 'high' }, new Map([['rank', field]]), {});
    expect(checked).toMatchObject({ values: { rank: 'high' }, issues: [] });
    expect(checkValues({ rank: 3 }, new Map([['rank', field]]), {}).issues).toEqual([
      { location: 'body', path: 'rank', message: 'rank must be one of the options' },
    ]);
  });

  it('takes options as a select does, and its own PII default', () => {
    expect(CustomFieldRules.takesOptions('spec_rank')).toBe(true);
    expect(CustomFieldRules.piiByDefault('spec_rank')).toBe(false);
    expect(CustomFieldRules.issues({ objectType: 'candidate', type: 'spec_rank', options: [] })).toEqual([
      { location: 'body', path: 'options', message: 'options are required for spec_rank fields (1-500)' },
    ]);
  });

  it('parses its filters: its own operators, a range over the options, every broken one at once', () => {
    const parsed = parseFilters({ 'cf.rank.gte': 'mid', 'cf.rank': 'low', 'cf.rank.exists': 'true' }, () => field);
    expect(parsed.issues).toEqual([]);
    expect(parsed.filters).toEqual([
      { key: 'rank', kind: 'match', match: { anyOf: ['mid', 'high'] } },
      { key: 'rank', kind: 'match', match: { anyOf: ['low'] } },
      { key: 'rank', kind: 'exists', value: true },
    ]);
    const refused = parseFilters({ 'cf.rank.lte': 'top', 'cf.rank.between': 'a' }, () => field);
    expect(refused.issues.map((issue) => issue.message)).toEqual([
      'cf.rank.lte must be one of low, mid, high',
      'cf.rank.between is not a filter: cf.<key>, cf.<key>.exists, cf.<key>.gte or cf.<key>.lte',
    ]);
  });

  it('leaves the built-in types’ filters as they were', () => {
    const refused = parseFilters({ 'cf.level.gte': 'x' }, () => ({ type: 'single_select', options }));
    expect(refused.issues[0].message).toBe('cf.level.gte is a range: only number, currency and date fields have one (this one is single_select)');
  });
});
