import type { StoredAction } from '../domain/automation-rules';
import type { AutomationEntity } from '../persistence/automation.entity';
import type { AutomationResponse } from './automation-response.dto';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** `actions` are the automation's with their secrets masked (ActionSecrets.mask). */
export function presentAutomation(automation: AutomationEntity, actions: readonly StoredAction[]): AutomationResponse {
  return {
    id: automation.id,
    name: automation.name,
    description: automation.description,
    enabled: automation.enabled,
    status: automation.status,
    triggerEvent: automation.triggerEvent,
    trigger: { event: automation.triggerEvent },
    conditions: automation.conditions,
    actions: actions.map(({ type, config, continueOnError }) => ({ type, config, continueOnError })),
    createdById: automation.createdById,
    definitionVersion: automation.definitionVersion,
    approvalRequestedAt: iso(automation.approvalRequestedAt),
    approvedById: automation.approvedById,
    approvedAt: iso(automation.approvedAt),
    publishedById: automation.publishedById,
    publishedAt: iso(automation.publishedAt),
    maxRunsPerMinute: automation.maxRunsPerMinute,
    maxExternalActionsPerMinute: automation.maxExternalActionsPerMinute,
    circuitBreakerThreshold: automation.circuitBreakerThreshold,
    circuitBreakerCooldownSeconds: automation.circuitBreakerCooldownSeconds,
    circuitOpenUntil: iso(automation.circuitOpenUntil),
    createdAt: automation.createdAt.toISOString(),
    updatedAt: automation.updatedAt.toISOString(),
  };
}
