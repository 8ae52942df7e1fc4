import { Module } from '@nestjs/common';
import { JobPostsController } from './http/job-posts.controller';
import { JobPostsModule } from './job-posts.module';

@Module({ imports: [JobPostsModule], controllers: [JobPostsController] })
export class JobPostsHttpModule {}
