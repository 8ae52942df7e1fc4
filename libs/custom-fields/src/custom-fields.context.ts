import { defineContext, defineResource, type EventDefinition } from '@app/core';
import { CustomFieldsHttpModule } from './custom-fields-http.module';
import { CustomFieldsModule } from './custom-fields.module';
import { valuesReached } from './persistence/custom-field-values.reach';
import { CustomFields1763724100000 } from './persistence/migrations/1763724100000-custom-fields';
import { CustomFieldSearch1763724200000 } from './persistence/migrations/1763724200000-custom-field-search';
import { CustomFieldValueKeys1795734766502 } from './persistence/migrations/1795734766502-custom-field-value-keys';
import { CustomFieldValueKeysCovering1795740100000 } from './persistence/migrations/1795740100000-custom-field-value-keys-covering';
import { CustomFieldValueWritesTouchChangedKeys1795740000000 } from './persistence/migrations/1795740000000-custom-field-value-writes-touch-changed-keys';

// The names the context adds, typed: events.record() accepts 'custom_field.created', @ApiResource 'custom_fields'.
declare module '@app/core' {
  interface EventTypes {
    'custom_field.created': true;
    'custom_field.updated': true;
    'custom_field.archived': true;
    'custom_field.unarchived': true;
    'custom_fields.updated': true;
  }
  interface ScopeResources {
    custom_fields: true;
  }
}

/** Definitions are not filed in the activity feed, whose entity types are closed (docs/api/custom-fields.md#events). */
const DEFINITION_EVENTS: EventDefinition[] = (
  ['custom_field.created', 'custom_field.updated', 'custom_field.archived', 'custom_field.unarchived'] as const
).map((type) => ({ type, entityType: null, subjects: {}, resource: { type: 'custom_field', idKey: 'id' } }));

/** A value change is filed under its object's entity: an interview's or an offer's under its application. */
const VALUES_EVENT: EventDefinition = {
  type: 'custom_fields.updated',
  entityType: ['candidate', 'application', 'job'],
  subjects: {},
  resource: { type: 'custom_field_values', idKey: 'objectId' },
};

/** Custom fields: typed fields an installation defines for candidates, applications, jobs, offers and interviews (docs/api/custom-fields.md). */
export const CUSTOM_FIELDS_CONTEXT = defineContext({
  name: 'custom-fields',
  module: CustomFieldsModule,
  httpModule: CustomFieldsHttpModule,
  migrations: [
    CustomFields1763724100000,
    CustomFieldSearch1763724200000,
    CustomFieldValueKeys1795734766502,
    CustomFieldValueWritesTouchChangedKeys1795740000000,
    CustomFieldValueKeysCovering1795740100000,
  ],
  events: [...DEFINITION_EVENTS, VALUES_EVENT],
  scopes: [{ resource: 'custom_fields' }],
  // Definitions are installation-wide; values are reached with their object. Both presented by their @ChangeFeedResource loaders.
  resources: [
    defineResource({ type: 'custom_field', reach: 'installation' }),
    defineResource({ type: 'custom_field_values', reach: { condition: valuesReached } }),
  ],
});
