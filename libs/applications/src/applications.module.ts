import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CandidatesModule } from '@app/candidates';
import { JobsModule } from '@app/jobs';
import { ApplicationMergeService } from './application-merge.service';
import { ApplicationsService } from './applications.service';
import { ApplicationEntity } from './persistence/application.entity';
import { ApplicationRepository } from './persistence/application.repository';
import { StageTransitionRepository } from './persistence/stage-transition.repository';
import { StageTransitionsService } from './stage-transitions.service';

@Module({
  imports: [TypeOrmModule.forFeature([ApplicationEntity]), JobsModule, CandidatesModule],
  providers: [ApplicationRepository, StageTransitionRepository, ApplicationsService, StageTransitionsService, ApplicationMergeService],
  exports: [ApplicationsService, StageTransitionsService],
})
export class ApplicationsModule {}
