import { Module } from '@nestjs/common';
import { CandidatePrivacyController } from './http/candidate-privacy.controller';
import { RetentionModule } from './retention.module';

@Module({
  imports: [RetentionModule],
  controllers: [CandidatePrivacyController],
})
export class RetentionHttpModule {}
