import type { Actor } from '@app/core';

/** What an action acts on, taken from the trigger event's data (see action-subjects.ts). */
export type ActionSubject = 'candidate' | 'application';

/** The event a run was triggered by, as the outbox relayed it (docs/api/events.md#event-types). */
export interface TriggerEvent {
  id: string;
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/** What an action is given to do one step of one run. */
export interface ActionContext {
  /** `{ id: <automation id>, name: "Automation: <name>", cause: { runId, stepIndex } }`: pass it to every service call. */
  actor: Actor;
  automation: { id: string; name: string };
  run: { id: string; stepIndex: number; attempt: number };
  event: TriggerEvent;
}

/**
 * One kind of automation action (docs/extending.md#an-automation-action). Register a class under AUTOMATION_ACTIONS (see
 * AutomationsModule.withActions) and its `type` becomes valid in automation definitions; its
 * config is validated against `configType` (class-validator) when a definition is created or
 * patched, and `execute` runs it in the worker. `execute` resolves with the step's output (stored
 * on the step row) or throws; a DomainError's message becomes the step's error.
 */
export interface AutomationAction<Config extends object = object> {
  readonly type: string;
  readonly configType: new () => Config;
  /** Calls outside the installation: counted against the automation's maxExternalActionsPerMinute. */
  readonly external: boolean;
  /** The subject the trigger event must carry, or null; a definition whose trigger never carries it is refused (422). */
  readonly subject: ActionSubject | null;
  execute(config: Config, context: ActionContext): Promise<Record<string, unknown>>;
}

/** The injection token every action is provided under (an array of AutomationAction). */
export const AUTOMATION_ACTIONS = Symbol('AUTOMATION_ACTIONS');
