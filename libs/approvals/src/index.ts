export * from './approvals.context';
export * from './approvals.module';
export * from './approvals-http.module';
export * from './approvals.service';
export { APPROVAL_KINDS, ApprovalRequiredError, type ApprovalKind, type ApprovalStatus } from './domain/approval-rules';
export { ApprovalResponse } from './representation/approval-response.dto';
