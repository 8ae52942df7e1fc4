import type { ApiClient } from '../helpers/api-client';
import { expectTimestamp, UUID } from '../helpers/common';
import type { TestApp } from '../helpers/test-app';

/** Shared bodies, expectations and lifecycle helpers of the automation e2e files (docs/api/resources.md#automations-and-runs). */

export const AUTOMATION_KEYS = [
  'id',
  'name',
  'description',
  'enabled',
  'status',
  'triggerEvent',
  'trigger',
  'conditions',
  'actions',
  'createdById',
  'definitionVersion',
  'approvalRequestedAt',
  'approvedById',
  'approvedAt',
  'publishedById',
  'publishedAt',
  'maxRunsPerMinute',
  'maxExternalActionsPerMinute',
  'circuitBreakerThreshold',
  'circuitBreakerCooldownSeconds',
  'circuitOpenUntil',
  'createdAt',
  'updatedAt',
].sort();

export const AUTOMATION_STATUSES = ['draft', 'pending_approval', 'approved', 'published', 'archived'] as const;
export type AutomationStatus = (typeof AUTOMATION_STATUSES)[number];

/** The four run limits with their ranges and defaults (docs/api/events.md#governance-and-protection). */
export const RUN_LIMITS = {
  maxRunsPerMinute: { min: 1, max: 10_000, default: 60 },
  maxExternalActionsPerMinute: { min: 1, max: 10_000, default: 30 },
  circuitBreakerThreshold: { min: 1, max: 100, default: 5 },
  circuitBreakerCooldownSeconds: { min: 30, max: 86_400, default: 300 },
} as const;

/** A valid create body: tag the candidate of every new application. Overrides replace top-level keys. */
export function automationBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Tag new applicants',
    trigger: { event: 'application.created' },
    actions: [{ type: 'add_tag', config: { label: 'new' } }],
    ...overrides,
  };
}

/** One action of each built-in type with its smallest valid config; move_application needs a real stage. */
export function actionOfEachType(toStageId: string): Array<Record<string, unknown>> {
  return [
    { type: 'add_tag', config: { label: 'new' } },
    { type: 'add_note', config: { body: 'Applied' } },
    { type: 'create_task', config: { title: 'Call them' } },
    { type: 'move_application', config: { toStageId } },
    { type: 'reject_application', config: {} },
    { type: 'http_request', config: { url: 'https://example.com/hooks/ats' } },
  ];
}

export function expectAutomationShape(automation: Record<string, any>): void {
  expect(Object.keys(automation).sort()).toEqual(AUTOMATION_KEYS);
  expect(automation.id).toMatch(UUID);
  expect(automation.createdById).toMatch(UUID);
  expect(AUTOMATION_STATUSES).toContain(automation.status);
  expect(automation.trigger).toEqual({ event: automation.triggerEvent });
  expect(Number.isInteger(automation.definitionVersion) && automation.definitionVersion >= 1).toBe(true);
  for (const action of automation.actions) {
    expect(Object.keys(action).sort()).toEqual(['config', 'continueOnError', 'type']);
    expect(typeof action.continueOnError).toBe('boolean');
  }
  for (const key of ['approvedById', 'publishedById']) if (automation[key] !== null) expect(automation[key]).toMatch(UUID);
  for (const key of ['approvalRequestedAt', 'approvedAt', 'publishedAt', 'circuitOpenUntil']) if (automation[key] !== null) expectTimestamp(automation[key]);
  expectTimestamp(automation.createdAt);
  expectTimestamp(automation.updatedAt);
  expect(JSON.stringify(automation)).not.toMatch(/secret|whsec_/i);
}

export async function createAutomation(api: ApiClient, overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const response = await api.post('/automations', automationBody(overrides));
  if (response.status !== 201) throw new Error(`createAutomation: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

const approvers = new WeakMap<TestApp, { user: Record<string, any>; api: ApiClient }>();

/** A second user with a `*` key (approval needs another user than the requester), made once per app. */
export async function approver(t: TestApp): Promise<{ user: Record<string, any>; api: ApiClient }> {
  let found = approvers.get(t);
  if (found === undefined) {
    const user = await t.factory.user({ name: 'Anna Approver', role: 'admin' });
    const key = await t.factory.apiKey(['*'], { ownerId: user.id });
    found = { user, api: t.as(key.key) };
    approvers.set(t, found);
  }
  return found;
}

async function step(api: ApiClient, id: string, move: string): Promise<Record<string, any>> {
  const response = await api.post(`/automations/${id}/${move}`);
  if (response.status !== 200) throw new Error(`${move}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/**
 * A new automation walked to `status` the way a client does: requested by the bootstrap key's
 * user (Admin), approved by the second user, published and archived by Admin.
 */
export async function automationIn(t: TestApp, status: AutomationStatus, overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  let automation = await createAutomation(t.api, overrides);
  if (status === 'archived') return step(t.api, automation.id, 'archive');
  const path: Array<[() => Promise<ApiClient>, string]> = [
    [async () => t.api, 'request-approval'],
    [async () => (await approver(t)).api, 'approve'],
    [async () => t.api, 'publish'],
  ];
  for (const [client, move] of path) {
    if (automation.status === status) break;
    automation = await step(await client(), automation.id, move);
  }
  return automation;
}

/** A published automation: created from automationBody(overrides), then request-approval → approve (second user) → publish. */
export function publishedAutomation(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  return automationIn(t, 'published', overrides);
}
