import { Module } from '@nestjs/common';
import { ApiKeysController } from './http/api-keys.controller';
import { UsersController } from './http/users.controller';
import { IdentityModule } from './identity.module';

@Module({ imports: [IdentityModule], controllers: [UsersController, ApiKeysController] })
export class IdentityHttpModule {}
