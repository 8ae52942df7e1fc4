import { Module } from '@nestjs/common';
import { ScimDiscoveryController } from './http/scim-discovery.controller';
import { ScimUsersController } from './http/scim-users.controller';
import { ScimModule } from './scim.module';

@Module({ imports: [ScimModule], controllers: [ScimUsersController, ScimDiscoveryController] })
export class ScimHttpModule {}
