import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CandidatesModule } from '@app/candidates';
import { CandidatePrivacyService } from './candidate-privacy.service';
import { LegalHoldsService } from './legal-holds.service';
import { LegalHoldEntity } from './persistence/legal-hold.entity';
import { LegalHoldsRepository } from './persistence/legal-holds.repository';
import { RetentionRemovalGuard } from './removal-guard.service';

/** Loaded by the API and the worker: what keeps a candidate from removal, and the anonymization both run. */
@Module({
  imports: [TypeOrmModule.forFeature([LegalHoldEntity]), CandidatesModule],
  providers: [CandidatePrivacyService, LegalHoldsService, LegalHoldsRepository, RetentionRemovalGuard],
  exports: [CandidatePrivacyService, LegalHoldsService],
})
export class RetentionModule {}
