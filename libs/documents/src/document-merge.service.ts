import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CandidateMerge, type CandidateMergePair, type CandidateMergeParticipant } from '@app/candidates';
import { DocumentsService } from './documents.service';

/** Candidate merge: the duplicate's documents move to the survivor; the same bytes held by both stay once, as the survivor's. */
@CandidateMerge()
@Injectable()
export class DocumentMergeService implements CandidateMergeParticipant {
  constructor(private readonly documents: DocumentsService) {}

  async mergeCandidate(tx: EntityManager, pair: CandidateMergePair): Promise<void> {
    await this.documents.mergeCandidateDocuments(tx, pair);
  }
}
