/** The request shapes the service reads; the DTOs in http/dto validate them. */
export interface CreateTalentPoolInput {
  name: string;
  description?: string | null;
}

export interface AddPoolEntryInput {
  candidateId: string;
  note?: string | null;
}
