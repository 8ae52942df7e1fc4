import type { AssessmentPackage } from '../domain/assessment-rules';

/** POST /assessments, as the service reads it. */
export interface RequestAssessmentInput {
  candidateId: string;
  package: AssessmentPackage;
}

/** The partner's result callback, as the service reads it once its signature held. */
export interface AssessmentResultInput {
  reference: string;
  score: number;
}

/** GET /assessments/score-report. */
export interface ScoreReportQuery {
  from?: string;
  to?: string;
  format?: 'json' | 'csv';
}
