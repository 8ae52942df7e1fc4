import { Module } from '@nestjs/common';
import { ApplicationsModule } from './applications.module';
import { ApplicationsController } from './http/applications.controller';
import { StageTransitionsController } from './http/stage-transitions.controller';

@Module({ imports: [ApplicationsModule], controllers: [ApplicationsController, StageTransitionsController] })
export class ApplicationsHttpModule {}
