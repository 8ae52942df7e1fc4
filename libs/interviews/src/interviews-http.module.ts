import { Module } from '@nestjs/common';
import { InterviewsModule } from './interviews.module';

@Module({ imports: [InterviewsModule] })
export class InterviewsHttpModule {}
