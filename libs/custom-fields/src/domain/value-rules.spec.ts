import { checkValues, sameValue, valueProblem, type ValueDefinition } from './value-rules';
import { CustomFieldRules } from './custom-field-rules';

const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];
const definition = (key: string, type: ValueDefinition['type'], extra: Partial<ValueDefinition> = {}): ValueDefinition => ({
  key,
  type,
  options: type.endsWith('select') ? options : [],
  required: false,
  archived: false,
  ...extra,
});

describe('value rules', () => {
  it.each([
    ['text', 'x'.repeat(2000), 'x'.repeat(2001)],
    ['long_text', 'x'.repeat(20000), 'x'.repeat(20001)],
    ['number', -1.5, Infinity],
    ['number', 0, '1'],
    ['currency', { amount: 10.5, currency: 'EUR' }, { amount: 10, currency: 'eur' }],
    ['currency', { amount: 0, currency: 'USD' }, { amount: 1, currency: 'USD', extra: 1 }],
    ['currency', { amount: 0, currency: 'USD' }, { amount: '1', currency: 'USD' }],
    ['boolean', false, 'true'],
    ['date', '2028-02-29', '2027-02-29'],
    ['date', '2026-11-21', '2026-11-21T10:00:00Z'],
    ['single_select', 'a', 'c'],
    ['multi_select', ['a', 'b'], ['a', 'a']],
    ['multi_select', [], ['c']],
    ['multi_select', ['b'], 'a'],
    ['url', 'https://example.com/x', 'ftp://example.com'],
    ['url', 'http://example.com', '/relative'],
    ['email', 'ada@example.com', 'ada@example'],
    ['user', '0190a0b4-8a3e-7c2d-9f00-1234567890ab', 'not-a-uuid'],
  ] as const)('%s accepts %j and refuses %j', (type, good, bad) => {
    const field = definition('f', type);
    expect(valueProblem(field, good)).toBeNull();
    expect(valueProblem(field, bad)).toEqual(expect.any(String));
  });

  it('reports every broken key at once, at body.<key>: unknown, archived, wrong type', () => {
    const definitions = new Map([
      ['n', definition('n', 'number')],
      ['old', definition('old', 'text', { archived: true })],
      ['t', definition('t', 'text')],
    ]);
    const checked = checkValues({ n: 'x', old: 'y', nope: 1, t: 'fine' }, definitions, {});
    expect(checked.issues.map((issue) => [issue.location, issue.path])).toEqual([
      ['body', 'n'],
      ['body', 'old'],
      ['body', 'nope'],
    ]);
    expect(checked.values).toEqual({ t: 'fine' });
  });

  it('refuses null for a required value once set, and accepts it while unset', () => {
    const definitions = new Map([['r', definition('r', 'text', { required: true })]]);
    expect(checkValues({ r: null }, definitions, {}).issues).toEqual([]);
    expect(checkValues({ r: null }, definitions, { r: 'set' }).issues.map((issue) => issue.path)).toEqual(['r']);
  });

  it('stores user ids in lower case and collects them for the existence check', () => {
    const definitions = new Map([['owner', definition('owner', 'user')]]);
    const checked = checkValues({ owner: '0190A0B4-8A3E-7C2D-9F00-1234567890AB' }, definitions, {});
    expect(checked.values).toEqual({ owner: '0190a0b4-8a3e-7c2d-9f00-1234567890ab' });
    expect([...checked.userIds]).toEqual([['owner', '0190a0b4-8a3e-7c2d-9f00-1234567890ab']]);
  });

  it('takes a multi_select in another order as the same value', () => {
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameValue({ amount: 1, currency: 'EUR' }, { amount: 1, currency: 'USD' })).toBe(false);
    expect(sameValue(undefined, null)).toBe(true);
  });
});

describe('CustomFieldRules', () => {
  it('defaults pii to true for text, long_text, email and url only', () => {
    expect(['text', 'long_text', 'email', 'url'].every((type) => CustomFieldRules.piiByDefault(type as never))).toBe(true);
    expect(
      ['number', 'currency', 'boolean', 'date', 'single_select', 'multi_select', 'user'].some((type) => CustomFieldRules.piiByDefault(type as never)),
    ).toBe(false);
  });

  it('lists the option values a new list drops', () => {
    expect(CustomFieldRules.removedOptions(options, [{ value: 'b', label: 'Bee' }])).toEqual(['a']);
  });
});
