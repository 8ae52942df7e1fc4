import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CandidatesModule } from '@app/candidates';
import { ReferralEntity } from './persistence/referral.entity';
import { ReferralsRepository } from './persistence/referrals.repository';
import { ReferralErasureService } from './referral-erasure.service';
import { ReferralMergeService } from './referral-merge.service';
import { ReferralChangeFeedService } from './referral-change-feed.service';
import { ReferralsService } from './referrals.service';

/** The referrals context, loaded by the API and the worker (so both run its erasure and merge participants). */
@Module({
  imports: [TypeOrmModule.forFeature([ReferralEntity]), CandidatesModule],
  providers: [ReferralsRepository, ReferralsService, ReferralErasureService, ReferralMergeService, ReferralChangeFeedService],
  exports: [ReferralsService],
})
export class ReferralsModule {}
