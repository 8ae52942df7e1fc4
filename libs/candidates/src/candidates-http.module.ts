import { Module } from '@nestjs/common';
import { CandidatesModule } from './candidates.module';
import { CandidatesController } from './http/candidates.controller';
import './http/candidates-error-responses';

@Module({ imports: [CandidatesModule], controllers: [CandidatesController] })
export class CandidatesHttpModule {}
