import { Module } from '@nestjs/common';
import { CandidatesModule } from './candidates.module';
import { CandidatesController } from './http/candidates.controller';

@Module({ imports: [CandidatesModule], controllers: [CandidatesController] })
export class CandidatesHttpModule {}
