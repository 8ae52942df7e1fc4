import type { AutomationEntity } from '../persistence/automation.entity';
import type { AutomationResponse } from './automation-response.dto';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function presentAutomation(automation: AutomationEntity): AutomationResponse {
  return {
    id: automation.id,
    name: automation.name,
    description: automation.description,
    enabled: automation.enabled,
    status: automation.status,
    triggerEvent: automation.triggerEvent,
    trigger: { event: automation.triggerEvent },
    conditions: automation.conditions,
    actions: automation.actions.map(({ type, config, continueOnError }) => ({ type, config, continueOnError })),
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
