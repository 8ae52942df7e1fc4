import { Module } from '@nestjs/common';
import { BackgroundChecksModule } from './background-checks.module';
import { BackgroundChecksController } from './http/background-checks.controller';

@Module({ imports: [BackgroundChecksModule], controllers: [BackgroundChecksController] })
export class BackgroundChecksHttpModule {}
