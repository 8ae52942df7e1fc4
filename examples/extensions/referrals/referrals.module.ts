import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CandidatesModule } from '@app/candidates';
import { ReferralEntity } from './persistence/referral.entity';
import { ReferralsRepository } from './persistence/referrals.repository';
import { ReferralErasureService } from './referral-erasure.service';
import { ReferralsService } from './referrals.service';

/** The referrals context, loaded by the API and the worker (so both run its erasure participant). */
@Module({
  imports: [TypeOrmModule.forFeature([ReferralEntity]), CandidatesModule],
  providers: [ReferralsRepository, ReferralsService, ReferralErasureService],
  exports: [ReferralsService],
})
export class ReferralsModule {}
