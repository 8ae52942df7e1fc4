import type { OpenAPIObject } from '@nestjs/swagger';
import type { AutomationActionRegistry } from './automation-action.registry';

/** The schema names class-validator DTOs get in the document (the class name). */
const ACTION_SCHEMA = 'AutomationActionDto';

/** The config classes of every registered action, for `SwaggerModule.createDocument(app, config, { extraModels })`. */
export function actionConfigModels(registry: AutomationActionRegistry): Array<new () => object> {
  return registry.types().map((type) => registry.get(type)!.configType);
}

/**
 * Replaces the generic action schema of the definition bodies by a `oneOf` of one variant per
 * registered action type (built-in and extensions'), discriminated by `type`: each variant's
 * `config` is that action's config class. Needs the config classes as extra models.
 */
export function documentActions(document: OpenAPIObject, registry: AutomationActionRegistry): void {
  const schemas = document.components?.schemas ?? {};
  const generic = schemas[ACTION_SCHEMA] as { properties?: Record<string, unknown>; description?: string } | undefined;
  if (generic === undefined) return;
  const mapping: Record<string, string> = {};
  for (const type of registry.types()) {
    const name = `${ACTION_SCHEMA}_${type}`;
    mapping[type] = `#/components/schemas/${name}`;
    schemas[name] = {
      type: 'object',
      required: ['type', 'config'],
      properties: {
        type: { type: 'string', enum: [type], example: type },
        config: { $ref: `#/components/schemas/${registry.get(type)!.configType.name}` },
        continueOnError: generic.properties?.continueOnError ?? { type: 'boolean' },
      },
      additionalProperties: false,
    };
  }
  schemas[ACTION_SCHEMA] = {
    description: 'One step: `type` picks the action, `config` is validated against its config schema',
    oneOf: Object.values(mapping).map(($ref) => ({ $ref })),
    discriminator: { propertyName: 'type', mapping },
  };
}
