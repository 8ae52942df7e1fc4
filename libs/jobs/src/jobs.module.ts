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
import { JobOrganization } from './job-organization';
import { UsersModule } from '@app/users';
import { ApprovalsModule } from '@app/approvals';
import { HiringTeamsService } from './hiring-teams.service';
import { HiringTeamRepository } from './persistence/hiring-team.repository';
import { ReachPolicyInstaller } from './team-reach.policy';

@Module({
  imports: [TypeOrmModule.forFeature([JobEntity, JobStageEntity]), DiscoveryModule, UsersModule, ApprovalsModule],
  providers: [
    JobsRepository,
    JobsService,
    JobStagesService,
    JobChangeFeedService,
    JobStatusFollowers,
    JobOrganization,
    HiringTeamRepository,
    HiringTeamsService,
    ReachPolicyInstaller,
  ],
  exports: [JobsService, JobStagesService, HiringTeamsService],
})
export class JobsModule {}
