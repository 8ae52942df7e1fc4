import type { ReferralLinkEntity } from '../persistence/attribution.entity';
import type { ReferralLinkResponse } from './attribution-response.dto';

/** `url`: the link's address (CareersEnvironment.referralUrl). */
export function presentReferralLink(link: ReferralLinkEntity, url: string): ReferralLinkResponse {
  return {
    id: link.id,
    code: link.code,
    url,
    referrerUserId: link.referrerUserId,
    jobPostId: link.jobPostId,
    createdAt: link.createdAt.toISOString(),
    updatedAt: link.updatedAt.toISOString(),
  };
}
