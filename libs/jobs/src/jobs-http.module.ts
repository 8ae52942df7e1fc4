import { Module } from '@nestjs/common';
import { JobsModule } from './jobs.module';

@Module({ imports: [JobsModule] })
export class JobsHttpModule {}
