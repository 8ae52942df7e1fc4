import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CandidatesModule } from '@app/candidates';
import { BackgroundCheckErasureService } from './background-check-erasure.service';
import { BackgroundChecksService } from './background-checks.service';
import { BackgroundCheckEntity } from './persistence/background-check.entity';
import { BackgroundChecksRepository } from './persistence/background-checks.repository';

/** The background-checks context, loaded by the API and the worker (so both run its erasure participant). */
@Module({
  imports: [TypeOrmModule.forFeature([BackgroundCheckEntity]), CandidatesModule],
  providers: [BackgroundChecksRepository, BackgroundChecksService, BackgroundCheckErasureService],
  exports: [BackgroundChecksService],
})
export class BackgroundChecksModule {}
