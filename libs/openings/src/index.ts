export * from './openings.context';
export * from './openings.module';
export * from './openings-http.module';
export * from './openings.service';
export { OPENING_STATUSES, type OpeningStatus } from './domain/opening-rules';
export type { OpeningResponse } from './representation/opening-response.dto';
