export * from './organization.context';
export * from './organization.module';
export * from './organization-http.module';
export * from './org-units.service';
export type { DepartmentResponse, OfficeResponse } from './representation/org-unit-response.dto';
