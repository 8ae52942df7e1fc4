import { Module } from '@nestjs/common';
import { OpeningsController } from './http/openings.controller';
import { OpeningsModule } from './openings.module';

@Module({ imports: [OpeningsModule], controllers: [OpeningsController] })
export class OpeningsHttpModule {}
