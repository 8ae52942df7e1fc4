import type { ReferralEntity } from '../persistence/referral.entity';
import type { ReferralResponse } from './referral-response.dto';

export function presentReferral(referral: ReferralEntity): ReferralResponse {
  return {
    id: referral.id,
    candidateId: referral.candidateId,
    referrerName: referral.referrerName,
    note: referral.note,
    createdAt: referral.createdAt.toISOString(),
  };
}
