import { Module } from '@nestjs/common';
import { AssessmentCallbacksController } from './http/assessment-callbacks.controller';
import { AssessmentsController } from './http/assessments.controller';
import { CallbackLimiter, CallbackLimitGuard } from './http/callback-limit.guard';
import { AssessmentsModule } from './assessments.module';

@Module({ imports: [AssessmentsModule], controllers: [AssessmentsController, AssessmentCallbacksController], providers: [CallbackLimiter, CallbackLimitGuard] })
export class AssessmentsHttpModule {}
