/** Who decided: the candidate withdrew interest (`candidate`) or the company turned them down (`company`). */
export const REJECTION_REASON_TYPES = ['candidate', 'company'] as const;
export type RejectionReasonType = (typeof REJECTION_REASON_TYPES)[number];
