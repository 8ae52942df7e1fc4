/**
 * Custom field values (docs/api/custom-fields.md), typed by an installation's own definitions:
 * `npm run sdk:generate -- --custom-fields` writes a `CustomFields` type to pass to `createClient<CustomFields>()`.
 */

/** The objects that carry custom fields, as `objectType` names them. */
export type CustomFieldObjectType = 'candidate' | 'application' | 'job' | 'offer' | 'interview';

/** A `currency` field's value. */
export interface CurrencyAmount {
  amount: number;
  /** ISO 4217, e.g. `EUR`. */
  currency: string;
}

/** Any value a field of some type holds (what an untyped client reads and writes). */
export type CustomFieldValue = string | number | boolean | string[] | CurrencyAmount;

/** Per object type, each field key's value type: the shape of the generated `CustomFields` type. */
export type CustomFieldTypes = { [ObjectType in CustomFieldObjectType]?: object };

/** Without a generated type, any key and any value: the service checks them (422 naming the key). */
export type UntypedCustomFields = Record<CustomFieldObjectType, Record<string, CustomFieldValue>>;

/** The value types of one object type's fields. */
export type FieldsOf<Fields extends CustomFieldTypes, ObjectType extends CustomFieldObjectType> = ObjectType extends keyof Fields
  ? Fields[ObjectType]
  : Record<string, CustomFieldValue>;

/** GET's answer: every active field's key, null when unset. */
export type CustomFieldValues<Fields extends CustomFieldTypes, ObjectType extends CustomFieldObjectType> = {
  [Key in keyof FieldsOf<Fields, ObjectType>]: FieldsOf<Fields, ObjectType>[Key] | null;
};

/** PATCH's body: the keys to change, null to clear (a `required` field once set refuses null with 422). */
export type CustomFieldChanges<Fields extends CustomFieldTypes, ObjectType extends CustomFieldObjectType> = {
  [Key in keyof FieldsOf<Fields, ObjectType>]?: FieldsOf<Fields, ObjectType>[Key] | null;
};

/** The path segment of each object type (`/api/v1/<segment>/{id}/custom-fields`). */
export const CUSTOM_FIELD_PATHS = {
  candidate: 'candidates',
  application: 'applications',
  job: 'jobs',
  offer: 'offers',
  interview: 'interviews',
} as const satisfies Record<CustomFieldObjectType, string>;

export function customFieldsPath(objectType: CustomFieldObjectType): `/api/v1/${(typeof CUSTOM_FIELD_PATHS)[CustomFieldObjectType]}/{id}/custom-fields` {
  const segment = CUSTOM_FIELD_PATHS[objectType];
  if (segment === undefined) throw new TypeError(`unknown objectType ${String(objectType)}: one of ${Object.keys(CUSTOM_FIELD_PATHS).join(', ')}`);
  return `/api/v1/${segment}/{id}/custom-fields`;
}
