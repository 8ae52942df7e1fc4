import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CandidatesModule } from '@app/candidates';
import { AssessmentsService } from './assessments.service';
import { PartnerClient } from './partner/partner-client';
import { AssessmentEntity } from './persistence/assessment.entity';
import { AssessmentsRepository } from './persistence/assessments.repository';

/** The assessments context, loaded by the API and the worker. */
@Module({
  imports: [TypeOrmModule.forFeature([AssessmentEntity]), CandidatesModule],
  providers: [AssessmentsRepository, AssessmentsService, PartnerClient],
  exports: [AssessmentsService],
})
export class AssessmentsModule {}
