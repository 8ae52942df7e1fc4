import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobStagesService } from './job-stages.service';
import { JobsService } from './jobs.service';
import { JobStageEntity } from './persistence/job-stage.entity';
import { JobEntity } from './persistence/job.entity';
import { JobsRepository } from './persistence/jobs.repository';
import { JobChangeFeedService } from './job-change-feed.service';
import { JobStatusFollowers } from './job-status-followers';

@Module({
  imports: [TypeOrmModule.forFeature([JobEntity, JobStageEntity]), DiscoveryModule],
  providers: [JobsRepository, JobsService, JobStagesService, JobChangeFeedService, JobStatusFollowers],
  exports: [JobsService, JobStagesService],
})
export class JobsModule {}
