import { Module } from '@nestjs/common';
import { CandidatePrivacyController } from './http/candidate-privacy.controller';
import { LegalHoldsController } from './http/legal-holds.controller';
import { RetentionModule } from './retention.module';

@Module({
  imports: [RetentionModule],
  controllers: [CandidatePrivacyController, LegalHoldsController],
})
export class RetentionHttpModule {}
