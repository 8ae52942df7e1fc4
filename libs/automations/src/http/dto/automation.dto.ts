import { BooleanField, CheckedField, EnumField, EVENT_TYPES, IntegerField, NestedArrayField, NestedObjectField, TextField, type EventType } from '@app/core';
import { ACTION_CONFIG_TYPES, ACTION_TYPES } from '../../actions/automation-action.registry';
import { AUTOMATION_LIMITS as LIMITS } from '../../domain/automation-rules';
import { conditionsProblem, MAX_CONDITIONS_DEPTH } from '../../domain/conditions';
import type { AutomationActionInput, AutomationTriggerInput, CreateAutomationInput, UpdateAutomationInput } from '../../representation/automation-requests';

export class AutomationTriggerDto implements AutomationTriggerInput {
  @EnumField(EVENT_TYPES, { enumName: 'AutomationTriggerEvent', description: 'The event that starts a run', example: 'application.stage_changed' })
  event: EventType;
}

/** One step (docs/api/events.md#actions); `config` is validated against the config class of `type`. */
export class AutomationActionDto implements AutomationActionInput {
  // ACTION_TYPES is filled at start-up from the registered actions; the rule and the schema read it then.
  @EnumField(ACTION_TYPES, { enumName: 'AutomationActionType', example: 'add_tag' }) type: string;

  @NestedObjectField((options) => ACTION_CONFIG_TYPES.get(options?.object.type), {
    schema: { type: 'object', additionalProperties: true },
    description:
      'The settings of the action type: add_tag { label }, add_note { body }, create_task { title, priority?, dueInHours?, ownerId? }, ' +
      'move_application { toStageId }, reject_application {}, http_request { url, method?, headers?, body? }. Unknown keys are refused',
    example: { label: 'fast-track' },
  })
  config: Record<string, unknown>;

  @BooleanField({ optional: true, description: 'Default false: a failed step fails the run attempt; true goes on with the next step', example: false })
  continueOnError?: boolean;
}

type RunLimit = 'maxRunsPerMinute' | 'maxExternalActionsPerMinute' | 'circuitBreakerThreshold' | 'circuitBreakerCooldownSeconds';

const ANY_JSON = {
  oneOf: [{ type: 'object', additionalProperties: true }, { type: 'array', items: {} }, { type: 'string' }, { type: 'number' }, { type: 'boolean' }],
};

/**
 * The definition fields (POST and PATCH /automations), declared once. On create `name` and `actions` are
 * required; on PATCH every field is optional, and `description` and `conditions` accept null.
 */
function automationFields(forPatch: boolean) {
  const optional = forPatch;
  const limit = (name: RunLimit, description: string) => {
    const { min, max, default: byDefault } = LIMITS[name];
    return IntegerField({ optional: true, min, max, description: forPatch ? description : `${description}; default ${byDefault}`, example: byDefault });
  };
  class AutomationFields {
    @TextField({ min: 1, max: LIMITS.nameMax, optional, example: 'Fast-track referrals' }) name: string;
    @TextField({ max: LIMITS.descriptionMax, optional: true, nullable: true, example: 'Tags referred candidates whenever their application changes stage.' })
    description?: string | null;
    @CheckedField(conditionsProblem, ANY_JSON, {
      optional: true,
      nullable: true,
      description:
        `A JsonLogic expression over { event: { type, data } }, at most ${MAX_CONDITIONS_DEPTH} levels of objects and arrays deep; the ` +
        'actions run when it is truthy. null (the default) runs them for every event',
      example: { '==': [{ var: 'event.data.source' }, 'referral'] },
    })
    conditions?: unknown;
    @NestedArrayField(() => AutomationActionDto, { min: LIMITS.actionsMin, max: LIMITS.actionsMax, optional, description: 'Run in order' })
    actions: AutomationActionDto[];
    @BooleanField({ optional: true, description: forPatch ? undefined : 'Default true', example: true }) enabled?: boolean;
    @limit('maxRunsPerMinute', 'Runs started per minute at most; later ones wait for the next minute') maxRunsPerMinute?: number;
    @limit('maxExternalActionsPerMinute', 'http_request steps per minute at most') maxExternalActionsPerMinute?: number;
    @limit('circuitBreakerThreshold', 'Failed runs in a row that open the circuit') circuitBreakerThreshold?: number;
    @limit('circuitBreakerCooldownSeconds', 'How long an open circuit holds new runs back') circuitBreakerCooldownSeconds?: number;
  }
  return AutomationFields;
}

type AutomationFields = InstanceType<ReturnType<typeof automationFields>>;

/**
 * The whole-body example of PATCH /automations/{id}, and with the trigger of POST /automations: Swagger
 * UI would otherwise show one action of every type (the items' oneOf), placeholder ids and an
 * external URL included.
 */
export const AUTOMATION_DEFINITION_EXAMPLE = {
  name: 'Fast-track referrals',
  description: 'Tags referred candidates and plans a call whenever their application changes stage.',
  conditions: { '==': [{ var: 'event.data.source' }, 'referral'] },
  actions: [
    { type: 'add_tag', config: { label: 'referral' }, continueOnError: true },
    { type: 'create_task', config: { title: 'Call the candidate', priority: 'high', dueInHours: 48 }, continueOnError: false },
  ],
  enabled: true,
};

export const CREATE_AUTOMATION_EXAMPLE = { ...AUTOMATION_DEFINITION_EXAMPLE, trigger: { event: 'application.stage_changed' } };

/** POST /automations (docs/api/resources.md#automations-and-runs). No other keys are accepted. */
export class CreateAutomationDto extends automationFields(false) implements CreateAutomationInput {
  @NestedObjectField(() => AutomationTriggerDto, { example: { event: 'application.stage_changed' } }) trigger: AutomationTriggerDto;
}

/** PATCH /automations/{id}: only the fields sent change; `{}` changes nothing. The trigger cannot change. */
export class UpdateAutomationDto extends (automationFields(true) as new () => Partial<AutomationFields>) implements UpdateAutomationInput {}
