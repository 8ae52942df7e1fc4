import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AUTHENTICATOR, type AppConfig } from '@app/core';
import { ApiKeysService } from './api-keys.service';
import { ApiKeyAuthenticator } from './auth/api-key.authenticator';
import { LastUsedRecorder } from './auth/last-used.recorder';
import { ApiKeyEntity } from './persistence/api-key.entity';
import { UserEntity } from './persistence/user.entity';
import { UsersService } from './users.service';

/** Users and API keys; provides the AUTHENTICATOR the API's guard uses. */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, ApiKeyEntity])],
  providers: [UsersService, ApiKeysService, LastUsedRecorder, ApiKeyAuthenticator, { provide: AUTHENTICATOR, useExisting: ApiKeyAuthenticator }],
  exports: [UsersService, ApiKeysService, AUTHENTICATOR],
})
export class IdentityModule implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly apiKeys: ApiKeysService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.bootstrapApiKey !== undefined) await this.apiKeys.ensureBootstrapKey(this.config.bootstrapApiKey);
  }
}
