import { Module } from '@nestjs/common';
import { InterviewsController } from './http/interviews.controller';
import { InterviewsModule } from './interviews.module';

@Module({ imports: [InterviewsModule], controllers: [InterviewsController] })
export class InterviewsHttpModule {}
