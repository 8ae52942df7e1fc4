/** The request shapes the legal holds service reads; the DTOs in http/dto validate them. */
export interface CreateLegalHoldInput {
  name: string;
  reason: string;
  candidateIds?: string[];
  jobIds?: string[];
  all?: boolean;
}
