export * from './retention.context';
export * from './retention.module';
export * from './retention-http.module';
export * from './candidate-privacy.service';
export * from './legal-holds.service';
export type { LegalHoldResponse } from './representation/legal-hold-response.dto';
