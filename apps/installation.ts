import { installationEnvironments, loadConfig, type AppConfig, type ExtensionDefinition } from '@app/core';
import { ACTIVITY_CONTEXT } from '@app/activity';
import { API_KEYS_CONTEXT } from '@app/api-keys';
import { APPLICATIONS_CONTEXT } from '@app/applications';
import { AUDIT_CONTEXT } from '@app/audit';
import { AUTOMATIONS_CONTEXT } from '@app/automations';
import { BULK_ACTIONS_CONTEXT } from '@app/bulk-actions';
import { CANDIDATES_CONTEXT } from '@app/candidates';
import { CHANGES_CONTEXT } from '@app/changes';
import { CUSTOM_FIELDS_CONTEXT } from '@app/custom-fields';
import { DOCUMENTS_CONTEXT } from '@app/documents';
import { INTERVIEWS_CONTEXT } from '@app/interviews';
import { JOBS_CONTEXT } from '@app/jobs';
import { JOB_POSTS_CONTEXT } from '@app/job-posts';
import { MESSAGING_CONTEXT } from '@app/messaging';
import { OFFERS_CONTEXT } from '@app/offers';
import { PRIVACY_CONTEXT } from '@app/privacy';
import { ORGANIZATION_CONTEXT } from '@app/organization';
import { OPENINGS_CONTEXT } from '@app/openings';
import { APPROVALS_CONTEXT } from '@app/approvals';
import { REPORTS_CONTEXT } from '@app/reports';
import { RETENTION_CONTEXT } from '@app/retention';
import { SCIM_CONTEXT } from '@app/scim';
import { SCORECARDS_CONTEXT } from '@app/scorecards';
import { TALENT_POOLS_CONTEXT } from '@app/talent-pools';
import { TASKS_CONTEXT } from '@app/tasks';
import { USERS_CONTEXT } from '@app/users';
import { WEBHOOKS_CONTEXT } from '@app/webhooks';
import { EXTENSIONS } from './extensions';

/** Our own contexts, each declared in libs/<context>/src/<context>.context.ts, in the order the processes compose them. */
export const BUILT_IN_CONTEXTS: readonly ExtensionDefinition[] = [
  USERS_CONTEXT,
  API_KEYS_CONTEXT,
  CANDIDATES_CONTEXT,
  JOBS_CONTEXT,
  APPLICATIONS_CONTEXT,
  INTERVIEWS_CONTEXT,
  OFFERS_CONTEXT,
  SCORECARDS_CONTEXT,
  TASKS_CONTEXT,
  TALENT_POOLS_CONTEXT,
  ACTIVITY_CONTEXT,
  CHANGES_CONTEXT,
  WEBHOOKS_CONTEXT,
  AUTOMATIONS_CONTEXT,
  DOCUMENTS_CONTEXT,
  // Last: the OpenAPI document lists routes in this order, so the contexts added since keep the earlier paths where they were.
  JOB_POSTS_CONTEXT,
  REPORTS_CONTEXT,
  CUSTOM_FIELDS_CONTEXT,
  SCIM_CONTEXT,
  AUDIT_CONTEXT,
  PRIVACY_CONTEXT,
  MESSAGING_CONTEXT,
  BULK_ACTIONS_CONTEXT,
  RETENTION_CONTEXT,
  ORGANIZATION_CONTEXT,
  OPENINGS_CONTEXT,
  APPROVALS_CONTEXT,
];

/**
 * The one list every process composes (the API, the worker, the seed, `npm run migration:run` and
 * the test helpers): our contexts, then the installation's extensions (apps/extensions.ts, or those
 * a test names).
 */
export function installation(extensions: readonly ExtensionDefinition[] = EXTENSIONS): readonly ExtensionDefinition[] {
  return [...BUILT_IN_CONTEXTS, ...extensions];
}

/**
 * The process's configuration: the platform's variables and every context's and extension's
 * environment class, validated together before Nest starts, so one error names every bad variable.
 */
export function loadInstallationConfig(extensions: readonly ExtensionDefinition[] = EXTENSIONS, env: NodeJS.ProcessEnv = process.env): AppConfig {
  return loadConfig(env, installationEnvironments(installation(extensions)));
}
