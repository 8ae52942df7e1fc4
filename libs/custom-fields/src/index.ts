export * from './custom-fields.context';
export * from './custom-fields.module';
export * from './custom-fields-http.module';
export * from './custom-fields.service';
export * from './custom-field-values.service';
export { FIELD_TYPES, OBJECT_TYPES, type FieldType, type ObjectType } from './domain/custom-field-rules';
export type { CustomFieldResponse } from './representation/custom-field-response.dto';
export { customFieldType, type CustomFieldTypeDefinition, type FieldFilterMatch, type FieldTypeOptions, type StoredFieldValue } from './domain/field-types';
