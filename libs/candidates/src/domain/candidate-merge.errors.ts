import { MergedError } from '@app/core';

/** The candidate id was merged into another candidate: every path naming it answers 308 to the survivor's. */
export class CandidateMergedError extends MergedError {
  constructor(duplicateId: string, survivorId: string) {
    super('Candidate', duplicateId, survivorId);
  }
}
