import { DocumentsModule } from '@app/documents';
import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { ApplicationAnswersController, SelfIdController } from './http/application-answers.controller';
import { AttributionController } from './http/attribution.controller';
import { ApplyUploadInterceptor } from './http/apply-upload.interceptor';
import { CareersCorsMiddleware } from './http/careers-cors.middleware';
import { JobPostsController } from './http/job-posts.controller';
import { PublicFeedsController } from './http/public-feeds.controller';
import { PublicJobPostsController } from './http/public-job-posts.controller';
import { PublicApplicationsController } from './http/public-applications.controller';
import { ReferralLinksController } from './http/referral-links.controller';
import { PublicApplyLimitGuard, PublicReadLimitGuard } from './http/public-read-limit.guard';
import { JobPostsModule } from './job-posts.module';
import { PublicApplyLimiter, PublicReadLimiter } from './public-read-limiter';

@Module({
  imports: [JobPostsModule, DocumentsModule],
  controllers: [
    JobPostsController,
    PublicJobPostsController,
    PublicFeedsController,
    PublicApplicationsController,
    ApplicationAnswersController,
    SelfIdController,
    ReferralLinksController,
    AttributionController,
  ],
  providers: [PublicReadLimiter, PublicReadLimitGuard, PublicApplyLimiter, PublicApplyLimitGuard, ApplyUploadInterceptor],
})
export class JobPostsHttpModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // Every method, OPTIONS included: a preflight reaches no route.
    consumer.apply(CareersCorsMiddleware).forRoutes({ path: 'public/*path', method: RequestMethod.ALL });
  }
}
