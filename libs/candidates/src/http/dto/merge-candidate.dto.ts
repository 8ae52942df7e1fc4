import { referenceTo, UuidField } from '@app/core';
import type { MergeCandidateInput } from '../../representation/candidate-requests';

/** POST /candidates/{id}/merge. No other keys are accepted. */
export class MergeCandidateDto implements MergeCandidateInput {
  @UuidField(referenceTo('The duplicate candidate: its records move to the candidate in the path, then it is deleted')) duplicateId: string;
}
