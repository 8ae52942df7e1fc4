/** POST /referrals, as the service reads it (CreateReferralDto validates it). */
export interface CreateReferralInput {
  candidateId: string;
  referrerName: string;
  note?: string | null;
}
