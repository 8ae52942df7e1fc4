import type { CustomFieldTypeDefinition, FieldTypeOptions } from '@app/custom-fields';

/**
 * `clearance_level`: an ordered enum. A field of the type lists its levels as options, lowest first
 * (`public`, `internal`, `confidential`, `secret`); a value is one of them, stored as its text, so `cf.<key>=`
 * matches it through the values' index. `cf.<key>.gte=confidential` is a range over the order: the levels from
 * there up, matched as "any of" them.
 */
function levels(field: FieldTypeOptions): string[] {
  return field.options.map((option) => option.value);
}

function atOrBeyond(direction: 'gte' | 'lte') {
  return (raw: string, field: FieldTypeOptions) => {
    const ordered = levels(field);
    const index = ordered.indexOf(raw);
    if (index === -1) return { problem: `must be one of the levels ${ordered.join(', ')}` };
    return { anyOf: direction === 'gte' ? ordered.slice(index) : ordered.slice(0, index + 1) };
  };
}

export const CLEARANCE_LEVEL: CustomFieldTypeDefinition = {
  type: 'clearance_level',
  options: true,
  pii: false,
  valueProblem: (value, field) =>
    typeof value === 'string' && levels(field).includes(value) ? null : `must be one of the levels ${levels(field).join(', ')} (lowest first)`,
  filters: {
    '': (raw, field) => (levels(field).includes(raw) ? { anyOf: [raw] } : { problem: `must be one of the levels ${levels(field).join(', ')}` }),
    gte: atOrBeyond('gte'),
    lte: atOrBeyond('lte'),
  },
};
