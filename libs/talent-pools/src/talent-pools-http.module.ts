import { Module } from '@nestjs/common';
import { TalentPoolsModule } from './talent-pools.module';

@Module({ imports: [TalentPoolsModule] })
export class TalentPoolsHttpModule {}
