import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobsService } from './jobs.service';
import { JobStageEntity } from './persistence/job-stage.entity';
import { JobEntity } from './persistence/job.entity';

@Module({
  imports: [TypeOrmModule.forFeature([JobEntity, JobStageEntity])],
  providers: [JobsService],
  exports: [JobsService],
})
export class JobsModule {}
