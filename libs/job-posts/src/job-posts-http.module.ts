import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { CareersCorsMiddleware } from './http/careers-cors.middleware';
import { JobPostsController } from './http/job-posts.controller';
import { PublicJobPostsController } from './http/public-job-posts.controller';
import { PublicReadLimitGuard } from './http/public-read-limit.guard';
import { JobPostsModule } from './job-posts.module';
import { PublicReadLimiter } from './public-read-limiter';

@Module({
  imports: [JobPostsModule],
  controllers: [JobPostsController, PublicJobPostsController],
  providers: [PublicReadLimiter, PublicReadLimitGuard],
})
export class JobPostsHttpModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // Every method, OPTIONS included: a preflight reaches no route.
    consumer.apply(CareersCorsMiddleware).forRoutes({ path: 'public/*path', method: RequestMethod.ALL });
  }
}
