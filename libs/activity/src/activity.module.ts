import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivityService } from './activity.service';
import { ActivityEventEntity } from './persistence/activity-event.entity';

@Module({ imports: [TypeOrmModule.forFeature([ActivityEventEntity])], providers: [ActivityService], exports: [ActivityService] })
export class ActivityModule {}
