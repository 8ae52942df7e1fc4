import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { GuardsCandidateRemoval, type CandidateRemoval, type CandidateRemovalGuard } from '@app/candidates';
import { DomainError } from '@app/core';
import { floorUntil } from './domain/retention-floor';
import { LegalHoldsRepository } from './persistence/legal-holds.repository';
import { RetentionEnvironment } from './retention.env';

/**
 * What keeps a candidate from erasure and anonymization (docs/api/retention.md#legal-holds,
 * docs/api/retention.md#the-retention-floor): a hold in force that covers them (409 LEGAL_HOLD), then the floor
 * (409 RETENTION_FLOOR). Asked in the removal's transaction, the candidate row locked.
 */
@GuardsCandidateRemoval()
@Injectable()
export class RetentionRemovalGuard implements CandidateRemovalGuard {
  constructor(
    private readonly holds: LegalHoldsRepository,
    private readonly environment: RetentionEnvironment,
  ) {}

  async assertRemovable(tx: EntityManager, candidateId: string, removal: CandidateRemoval): Promise<void> {
    const verb = removal === 'erase' ? 'erased' : 'anonymized';
    const holdIds = await this.holds.holdIdsCovering(tx, candidateId);
    if (holdIds.length > 0) throw new DomainError('LEGAL_HOLD', `Candidate ${candidateId} is under a legal hold and cannot be ${verb}`, { holdIds });
    const until = floorUntil(await this.holds.decisionsOf(tx, candidateId), this.environment.RETENTION_FLOOR_DAYS, new Date());
    if (until !== undefined) {
      const when = until === null ? 'while an application is active' : `until ${until.toISOString()}`;
      throw new DomainError('RETENTION_FLOOR', `Candidate ${candidateId} is kept by the retention floor ${when} and cannot be ${verb}`, {
        until: until?.toISOString() ?? null,
      });
    }
  }
}
