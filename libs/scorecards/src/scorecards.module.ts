import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationsModule } from '@app/applications';
import { JobsModule } from '@app/jobs';
import { ScorecardEntity } from './persistence/scorecard.entity';
import { ScorecardRepository } from './persistence/scorecard.repository';
import { ScorecardsService } from './scorecards.service';
import { ScorecardMergeService } from './scorecard-merge.service';
import { ScorecardChangeFeedService } from './scorecard-change-feed.service';

@Module({
  imports: [TypeOrmModule.forFeature([ScorecardEntity]), ApplicationsModule, JobsModule],
  providers: [ScorecardRepository, ScorecardsService, ScorecardMergeService, ScorecardChangeFeedService],
  exports: [ScorecardsService],
})
export class ScorecardsModule {}
