import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobsModule } from '@app/jobs';
import { OpeningsService } from './openings.service';
import { OpeningEntity } from './persistence/opening.entity';
import { OpeningsRepository } from './persistence/openings.repository';

@Module({
  imports: [TypeOrmModule.forFeature([OpeningEntity]), JobsModule],
  providers: [OpeningsRepository, OpeningsService],
  exports: [OpeningsService],
})
export class OpeningsModule {}
