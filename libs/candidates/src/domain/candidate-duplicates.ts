export const DUPLICATE_REASONS = ['same_email_local_part', 'same_phone', 'same_linkedin', 'similar_name'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];
export interface DuplicateMatch {
  id: string;
  score: number;
  reasons: DuplicateReason[];
}
