import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivityService } from './activity.service';
import { ActivityEventEntity } from './persistence/activity-event.entity';
import { ActivityEventRepository } from './persistence/activity-event.repository';

@Module({ imports: [TypeOrmModule.forFeature([ActivityEventEntity])], providers: [ActivityEventRepository, ActivityService], exports: [ActivityService] })
export class ActivityModule {}
