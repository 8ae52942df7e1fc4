import type { PageQuery } from '@app/core';

/** The request shapes the referral links service and repository read; the DTOs in http/dto validate them. */
export interface CreateReferralLinkInput {
  referrerUserId: string;
  jobPostId?: string;
}

export interface ListReferralLinksQuery extends PageQuery {
  referrerUserId?: string;
  jobPostId?: string;
}
