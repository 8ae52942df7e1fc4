import { Module } from '@nestjs/common';
import { ApplicationsModule } from './applications.module';
import { ApplicationsController } from './http/applications.controller';

@Module({ imports: [ApplicationsModule], controllers: [ApplicationsController] })
export class ApplicationsHttpModule {}
