export * from './automations.context';
export * from './automations.env';
export * from './automations.module';
export * from './automations-http.module';
export * from './automations.service';
export * from './automations-worker.module';
export * from './automation-runs.service';
export * from './actions/automation-action';
export { AutomationActionRegistry } from './actions/automation-action.registry';
export { ActionSecrets } from './actions/action-secrets';
export { maskSecret, Secret, secretFieldsOf } from './actions/secret-field';
export { ActionParityError } from './actions/action-parity';
export { actionConfigModels, documentActions } from './actions/action-openapi';
export {
  AUTOMATION_LIMITS,
  AUTOMATION_STATUSES,
  GOVERNANCE_ACTIONS,
  type AutomationStatus,
  type GovernanceAction,
  type StoredAction,
} from './domain/automation-rules';
export {
  compileConditions,
  ConditionsEvaluationError,
  conditionsProblem,
  MAX_CONDITIONS_DEPTH,
  MAX_CONDITIONS_VALUES,
  type CompiledConditions,
  type ConditionsContext,
  type ConditionsOutcome,
} from './domain/conditions';
export { RUN_STATUSES, type RunStatus } from './domain/run-rules';
export { AUTOMATION_WORKER_OPTIONS, DEFAULT_AUTOMATION_WORKER_OPTIONS, type AutomationWorkerOptions } from './processors/automation-worker-options';
export type { AutomationRunResponse, AutomationRunWithStepsResponse } from './representation/automation-run-response.dto';
export type { AutomationResponse, AutomationSigningSecretResponse } from './representation/automation-response.dto';
export { BUILT_IN_ACTIONS } from './actions/built-in-actions';
export { MissingSubjectError, subjectIdsOf, subjectsOf, type SubjectIds } from './actions/action-subjects';
export { AddTagAction, AddTagConfig } from './actions/add-tag.action';
export { AddNoteAction, AddNoteConfig } from './actions/add-note.action';
export { CreateTaskAction, CreateTaskConfig } from './actions/create-task.action';
export { MoveApplicationAction, MoveApplicationConfig } from './actions/move-application.action';
export { RejectApplicationAction, RejectApplicationConfig } from './actions/reject-application.action';
export {
  DEFAULT_HTTP_REQUEST_ACTION_OPTIONS,
  HTTP_REQUEST_ACTION_OPTIONS,
  HttpRequestAction,
  HttpRequestConfig,
  type HttpRequestActionOptions,
} from './actions/http-request.action';
export { AUTOMATION_RUNS_QUEUE, parseAutomationRunJob, type AutomationRunJob } from './run-job';
export { AutomationMetrics, type AutomationRunOutcome } from './automation-metrics';
