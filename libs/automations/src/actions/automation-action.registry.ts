import { Inject, Injectable } from '@nestjs/common';
import { AUTOMATION_ACTIONS, type AutomationAction } from './automation-action';
import { nestedSecretPaths } from './secret-field';

/**
 * Action types and config classes known to this process, for request validation: class-transformer
 * picks an action's config class by its `type` while it builds the DTO, before any provider could
 * be asked. AutomationActionRegistry fills it at start-up.
 */
export const ACTION_TYPES: string[] = [];
export const ACTION_CONFIG_TYPES = new Map<string, new () => object>();

/** The actions registered under AUTOMATION_ACTIONS, by type. */
@Injectable()
export class AutomationActionRegistry {
  private readonly byType = new Map<string, AutomationAction>();

  constructor(@Inject(AUTOMATION_ACTIONS) actions: readonly AutomationAction[]) {
    for (const action of actions) {
      if (this.byType.has(action.type)) throw new Error(`Two automation actions have the type "${action.type}"`);
      this.byType.set(action.type, action);
      const nested = nestedSecretPaths(action.configType);
      if (nested.length > 0) {
        throw new Error(
          `The automation action type "${action.type}" marks ${nested.join(', ')} @Secret() inside a nested config class, where it would be ` +
            'stored in clear: mark the outer field @Secret() (every string within it is then a secret; docs/extending.md#secrets-in-an-actions-config)',
        );
      }
      const known = ACTION_CONFIG_TYPES.get(action.type);
      if (known !== undefined && known !== action.configType)
        throw new Error(`The automation action type "${action.type}" is registered with two config classes (${known.name}, ${action.configType.name})`);
      if (known === undefined) ACTION_TYPES.push(action.type);
      ACTION_CONFIG_TYPES.set(action.type, action.configType);
    }
  }

  get(type: string): AutomationAction | undefined {
    return this.byType.get(type);
  }

  types(): string[] {
    return [...this.byType.keys()];
  }
}
