import { Module } from '@nestjs/common';
import { ApiKeysController } from './http/api-keys.controller';
import { ApiKeysModule } from './api-keys.module';

@Module({ imports: [ApiKeysModule], controllers: [ApiKeysController] })
export class ApiKeysHttpModule {}
