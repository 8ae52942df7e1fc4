import { Module } from '@nestjs/common';
import { TasksController } from './http/tasks.controller';
import { TasksModule } from './tasks.module';

@Module({ imports: [TasksModule], controllers: [TasksController] })
export class TasksHttpModule {}
