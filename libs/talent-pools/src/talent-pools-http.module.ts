import { Module } from '@nestjs/common';
import { PoolEntriesController } from './http/pool-entries.controller';
import { TalentPoolsController } from './http/talent-pools.controller';
import { TalentPoolsModule } from './talent-pools.module';

@Module({ imports: [TalentPoolsModule], controllers: [TalentPoolsController, PoolEntriesController] })
export class TalentPoolsHttpModule {}
