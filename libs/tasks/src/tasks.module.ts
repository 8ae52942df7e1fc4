import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationsModule } from '@app/applications';
import { CandidatesModule } from '@app/candidates';
import { UsersModule } from '@app/users';
import { InterviewsModule } from '@app/interviews';
import { JobsModule } from '@app/jobs';
import { TaskEntity } from './persistence/task.entity';
import { TasksRepository } from './persistence/tasks.repository';
import { TaskErasureService } from './task-erasure.service';
import { TasksService } from './tasks.service';

@Module({
  imports: [TypeOrmModule.forFeature([TaskEntity]), UsersModule, CandidatesModule, ApplicationsModule, JobsModule, InterviewsModule],
  providers: [TasksRepository, TasksService, TaskErasureService],
  exports: [TasksService],
})
export class TasksModule {}
