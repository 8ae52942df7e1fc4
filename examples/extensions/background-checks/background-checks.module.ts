import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CandidatesModule } from '@app/candidates';
import { BackgroundCheckChangeFeedService } from './background-check-change-feed.service';
import { BackgroundCheckErasureService } from './background-check-erasure.service';
import { BackgroundCheckMergeService } from './background-check-merge.service';
import { BackgroundChecksService } from './background-checks.service';
import { BackgroundCheckEntity } from './persistence/background-check.entity';
import { BackgroundChecksRepository } from './persistence/background-checks.repository';

/** The background-checks context, loaded by the API and the worker (so both run its erasure and merge participants). */
@Module({
  imports: [TypeOrmModule.forFeature([BackgroundCheckEntity]), CandidatesModule],
  providers: [
    BackgroundChecksRepository,
    BackgroundChecksService,
    BackgroundCheckErasureService,
    BackgroundCheckMergeService,
    BackgroundCheckChangeFeedService,
  ],
  exports: [BackgroundChecksService],
})
export class BackgroundChecksModule {}
