import { Module } from '@nestjs/common';
import { ApiKeysController } from './http/api-keys.controller';
import { ApiKeysModule } from './api-keys.module';

/** The key routes; re-exports the module so that the API's guard, composed beside it, finds the AUTHENTICATOR. */
@Module({ imports: [ApiKeysModule], controllers: [ApiKeysController], exports: [ApiKeysModule] })
export class ApiKeysHttpModule {}
