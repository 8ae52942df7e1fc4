import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CandidatesModule } from '@app/candidates';
import { ReferralEntity } from './persistence/referral.entity';
import { ReferralChangeFeedService } from './referral-change-feed.service';
import { ReferralsService } from './referrals.service';

/** The referrals context, loaded by the API and the worker. */
@Module({
  imports: [TypeOrmModule.forFeature([ReferralEntity]), CandidatesModule],
  providers: [ReferralsService, ReferralChangeFeedService],
  exports: [ReferralsService],
})
export class ReferralsModule {}
