import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CandidateErasure, type CandidateErasureParticipant } from '@app/candidates';
import { AuditLog } from './audit-log';
import { AuditRepository } from './persistence/audit.repository';

/**
 * Candidate erasure (docs/adr/0076-audit-resource-key.md): the candidate's events show its keyed hash as
 * resourceId from now on, in the erasure's transaction; the chain, which covers resourceKey, stays verifiable.
 */
@CandidateErasure()
@Injectable()
export class AuditErasureService implements CandidateErasureParticipant {
  constructor(
    private readonly log: AuditLog,
    private readonly repository: AuditRepository,
  ) {}

  eraseCandidate(tx: EntityManager, candidateId: string): Promise<void> {
    return this.repository.eraseCandidate(tx, candidateId, this.log.pseudonym(candidateId));
  }

  /**
   * Anonymization changes nothing here: the events hold ids and field names, never personal text, and the
   * candidate still exists, so its events keep its id (docs/api/audit.md).
   */
  async anonymizeCandidate(): Promise<void> {}
}
