import { Module } from '@nestjs/common';
import { ScorecardsModule } from './scorecards.module';

@Module({ imports: [ScorecardsModule] })
export class ScorecardsHttpModule {}
