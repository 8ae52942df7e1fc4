import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationsModule } from '@app/applications';
import { JobsModule } from '@app/jobs';
import { ScorecardEntity } from './persistence/scorecard.entity';
import { ScorecardRepository } from './persistence/scorecard.repository';
import { ScorecardsService } from './scorecards.service';

@Module({
  imports: [TypeOrmModule.forFeature([ScorecardEntity]), ApplicationsModule, JobsModule],
  providers: [ScorecardRepository, ScorecardsService],
  exports: [ScorecardsService],
})
export class ScorecardsModule {}
