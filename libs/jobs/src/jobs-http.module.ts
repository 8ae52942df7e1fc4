import { Module } from '@nestjs/common';
import { JobsController } from './http/jobs.controller';
import { JobsModule } from './jobs.module';

@Module({ imports: [JobsModule], controllers: [JobsController] })
export class JobsHttpModule {}
