import { Module } from '@nestjs/common';
import { ApplicationsModule } from './applications.module';

@Module({ imports: [ApplicationsModule] })
export class ApplicationsHttpModule {}
