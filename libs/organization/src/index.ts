export * from './organization.context';
export * from './organization.module';
export * from './organization-http.module';
export * from './org-units.service';
export * from './rejection-reasons.service';
export type { RejectionReasonResponse } from './representation/rejection-reason-response.dto';
export type { DepartmentResponse, OfficeResponse } from './representation/org-unit-response.dto';
