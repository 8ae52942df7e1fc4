import { Module } from '@nestjs/common';
import { ActivityModule } from './activity.module';
import { ActivityController } from './http/activity.controller';

@Module({ imports: [ActivityModule], controllers: [ActivityController] })
export class ActivityHttpModule {}
