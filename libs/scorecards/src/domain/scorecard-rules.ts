/** Scorecard ratings (docs/api/resources.md#scorecards), for the scorecard and for each criterion. */
export const SCORECARD_RATINGS = ['strong', 'good', 'neutral', 'weak', 'poor'] as const;
export type ScorecardRating = (typeof SCORECARD_RATINGS)[number];

/** A criterion as stored and returned: every key present, comment null when unset. */
export interface Criterion {
  name: string;
  rating: ScorecardRating;
  comment: string | null;
}

export interface StageOption {
  id: string;
  name: string;
}

export class ScorecardRules {
  /** Criteria in the given order with `comment` filled in; null or absent → []. */
  static criteria(input: ReadonlyArray<{ name: string; rating: ScorecardRating; comment?: string | null }> | null | undefined): Criterion[] {
    return (input ?? []).map((criterion) => ({ name: criterion.name, rating: criterion.rating, comment: criterion.comment ?? null }));
  }

  /** Indexes of criteria whose name (ignoring letter case and surrounding spaces) an earlier criterion already used. */
  static duplicateCriterionNames(criteria: ReadonlyArray<{ name: string }>): number[] {
    const seen = new Set<string>();
    const duplicates: number[] = [];
    criteria.forEach((criterion, index) => {
      const key = criterion.name.trim().toLowerCase();
      if (seen.has(key)) duplicates.push(index);
      seen.add(key);
    });
    return duplicates;
  }

  /** The stage a scorecard is for: the one asked for, or the application's current one; null when it is not a stage of the job. */
  static stageFor(stages: readonly StageOption[], requestedStageId: string | undefined, currentStageId: string): StageOption | null {
    const stageId = requestedStageId ?? currentStageId;
    return stages.find((stage) => stage.id === stageId) ?? null;
  }
}
