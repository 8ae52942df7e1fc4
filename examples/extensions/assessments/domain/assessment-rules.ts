import { InvalidStateError } from '@app/core';

/** requested → completed, by the partner's callback. */
export const ASSESSMENT_STATUSES = ['requested', 'completed'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

/** What the partner offers. */
export const ASSESSMENT_PACKAGES = ['coding', 'numeracy', 'language'] as const;
export type AssessmentPackage = (typeof ASSESSMENT_PACKAGES)[number];

export const AssessmentRules = {
  /** A result completes a requested assessment; the same result again (a partner retrying its callback) changes nothing. */
  completion(status: AssessmentStatus, stored: number | null, score: number): 'complete' | 'unchanged' {
    if (status === 'requested') return 'complete';
    if (stored === score) return 'unchanged';
    throw new InvalidStateError(`The assessment is completed with another score (${stored})`, status, ['requested']);
  },
};
