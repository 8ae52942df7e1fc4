export * from './scorecards.context';
export * from './scorecards.module';
export * from './scorecards-http.module';
export * from './scorecards.service';
export { SCORECARD_RATINGS, type ScorecardRating } from './domain/scorecard-rules';
export type { ScorecardResponse } from './representation/scorecard-response.dto';
