import type { EventType, PageQuery } from '@app/core';
import type { AutomationStatus } from '../domain/automation-rules';
import type { RunStatus } from '../domain/run-rules';

/** The request shapes the services and the repository read; the DTOs in http/dto validate them. */
export interface AutomationTriggerInput {
  event: EventType;
}

export interface AutomationActionInput {
  type: string;
  config: Record<string, unknown>;
  continueOnError?: boolean;
}

export interface CreateAutomationInput {
  trigger: AutomationTriggerInput;
  name: string;
  description?: string | null;
  conditions?: unknown;
  actions: AutomationActionInput[];
  enabled?: boolean;
  maxRunsPerMinute?: number;
  maxExternalActionsPerMinute?: number;
  circuitBreakerThreshold?: number;
  circuitBreakerCooldownSeconds?: number;
}

export type UpdateAutomationInput = Partial<Omit<CreateAutomationInput, 'trigger'>>;

export interface ListAutomationsQuery extends PageQuery {
  status?: AutomationStatus;
}

export interface ListAutomationRunsQuery extends PageQuery {
  status?: RunStatus;
}

export interface ReplayRunInput {
  startStepIndex?: number;
}
