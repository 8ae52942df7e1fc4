import { Module } from '@nestjs/common';
import { InterviewsService } from './interviews.service';

@Module({ providers: [InterviewsService], exports: [InterviewsService] })
export class InterviewsModule {}
