import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CandidatesModule } from '@app/candidates';
import { PoolEntryEntity } from './persistence/pool-entry.entity';
import { TalentPoolEntity } from './persistence/talent-pool.entity';
import { TalentPoolsRepository } from './persistence/talent-pools.repository';
import { PoolEntryMergeService } from './pool-entry-merge.service';
import { TalentPoolsService } from './talent-pools.service';

@Module({
  imports: [TypeOrmModule.forFeature([TalentPoolEntity, PoolEntryEntity]), CandidatesModule],
  providers: [TalentPoolsRepository, TalentPoolsService, PoolEntryMergeService],
  exports: [TalentPoolsService],
})
export class TalentPoolsModule {}
