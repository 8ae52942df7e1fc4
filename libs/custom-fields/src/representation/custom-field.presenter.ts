import type { CustomFieldEntity, CustomFieldValuesEntity } from '../persistence/custom-field.entity';
import type { ValueMap } from '../domain/value-rules';
import type { CustomFieldResponse, CustomFieldValuesItemResponse } from './custom-field-response.dto';

export function presentCustomField(field: CustomFieldEntity): CustomFieldResponse {
  return {
    id: field.id,
    objectType: field.objectType,
    key: field.key,
    label: field.label,
    type: field.type,
    options: field.options.map(({ value, label }) => ({ value, label })),
    required: field.required,
    pii: field.pii,
    searchable: field.searchable,
    description: field.description,
    archived: field.archived,
    createdAt: field.createdAt.toISOString(),
    updatedAt: field.updatedAt.toISOString(),
  };
}

/** Every active definition's key, in definition order, with the stored value or null (docs/api/custom-fields.md#values). */
export function presentValues(definitions: ReadonlyArray<Pick<CustomFieldEntity, 'key' | 'archived'>>, stored: Record<string, unknown> | undefined): ValueMap {
  const map: ValueMap = {};
  for (const field of definitions) if (!field.archived) map[field.key] = (stored?.[field.key] ?? null) as ValueMap[string];
  return map;
}

export function presentValuesItem(row: CustomFieldValuesEntity, definitions: readonly CustomFieldEntity[]): CustomFieldValuesItemResponse {
  return { objectType: row.objectType, objectId: row.objectId, values: presentValues(definitions, row.values), updatedAt: row.updatedAt.toISOString() };
}
