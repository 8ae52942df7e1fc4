import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CandidateErasure, type CandidateErasureParticipant } from '@app/candidates';
import { DocumentsService } from './documents.service';

/** Candidate erasure and anonymization: the candidate's documents go (rows now, bytes after commit), and the filenames in their activity events. */
@CandidateErasure()
@Injectable()
export class DocumentErasureService implements CandidateErasureParticipant {
  constructor(private readonly documents: DocumentsService) {}

  async eraseCandidate(tx: EntityManager, candidateId: string): Promise<void> {
    await this.documents.eraseCandidateDocuments(tx, candidateId);
  }

  /** Anonymization deletes the documents as erasure does, bytes and filenames too (docs/api/retention.md#anonymization). */
  async anonymizeCandidate(tx: EntityManager, candidateId: string): Promise<void> {
    await this.documents.eraseCandidateDocuments(tx, candidateId);
  }
}
