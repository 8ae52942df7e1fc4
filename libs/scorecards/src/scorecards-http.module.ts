import { Module } from '@nestjs/common';
import { ScorecardsController } from './http/scorecards.controller';
import { ScorecardsModule } from './scorecards.module';

@Module({ imports: [ScorecardsModule], controllers: [ScorecardsController] })
export class ScorecardsHttpModule {}
