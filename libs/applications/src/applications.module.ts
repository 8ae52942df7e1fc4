import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CandidatesModule } from '@app/candidates';
import { JobsModule } from '@app/jobs';
import { ApplicationMergeService } from './application-merge.service';
import { ApplicationsService } from './applications.service';
import { ApplicationEntity } from './persistence/application.entity';
import { ApplicationRepository } from './persistence/application.repository';

@Module({
  imports: [TypeOrmModule.forFeature([ApplicationEntity]), JobsModule, CandidatesModule],
  providers: [ApplicationRepository, ApplicationsService, ApplicationMergeService],
  exports: [ApplicationsService],
})
export class ApplicationsModule {}
