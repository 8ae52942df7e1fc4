import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationsModule } from '@app/applications';
import { UsersModule } from '@app/users';
import { JobsModule } from '@app/jobs';
import { InterviewsService } from './interviews.service';
import { InterviewEntity } from './persistence/interview.entity';
import { InterviewRepository } from './persistence/interview.repository';

@Module({
  imports: [TypeOrmModule.forFeature([InterviewEntity]), ApplicationsModule, JobsModule, UsersModule],
  providers: [InterviewRepository, InterviewsService],
  exports: [InterviewsService],
})
export class InterviewsModule {}
