import { Module } from '@nestjs/common';
import { CandidatesModule } from '@app/candidates';
import { CandidatePrivacyService } from './candidate-privacy.service';

/** Loaded by the API and the worker: what keeps a candidate from removal, and the anonymization both run. */
@Module({
  imports: [CandidatesModule],
  providers: [CandidatePrivacyService],
  exports: [CandidatePrivacyService],
})
export class RetentionModule {}
