import type { ApiClient } from '../helpers/api-client';

export const CUSTOM_FIELD_KEYS = [
  'archived',
  'createdAt',
  'description',
  'id',
  'key',
  'label',
  'objectType',
  'options',
  'pii',
  'required',
  'searchable',
  'type',
  'updatedAt',
];

export const SELECT_OPTIONS = [
  { value: 'required', label: 'Sponsorship required' },
  { value: 'not_required', label: 'No sponsorship needed' },
];

/** A definition through POST /custom-fields; options default to SELECT_OPTIONS for select types. */
export async function defineField(api: ApiClient, body: Record<string, unknown>): Promise<Record<string, any>> {
  const select = body.type === 'single_select' || body.type === 'multi_select';
  const response = await api.post('/custom-fields', {
    label: String(body.key),
    ...(select && body.options === undefined ? { options: SELECT_OPTIONS } : {}),
    ...body,
  });
  if (response.status !== 201) throw new Error(`defineField: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** PATCH /{objects}/{id}/custom-fields, expecting 200; the whole map. */
export async function setValues(api: ApiClient, path: string, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await api.patch(`${path}/custom-fields`, values);
  if (response.status !== 200) throw new Error(`setValues: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}
