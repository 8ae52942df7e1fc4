import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AUTHENTICATOR, type AppConfig } from '@app/core';
import { UsersModule } from '@app/users';
import { ApiKeysService } from './api-keys.service';
import { ApiKeyAuthenticator } from './auth/api-key.authenticator';
import { LastUsedRecorder } from './auth/last-used.recorder';
import { ApiKeyEntity } from './persistence/api-key.entity';
import { ApiKeysRepository } from './persistence/api-keys.repository';

/**
 * API keys; provides the AUTHENTICATOR the API's guard uses and ensures the bootstrap key at start.
 * Imported by the API only: the worker authenticates nobody and must never touch the bootstrap key.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ApiKeyEntity]), UsersModule],
  providers: [ApiKeysRepository, ApiKeysService, LastUsedRecorder, ApiKeyAuthenticator, { provide: AUTHENTICATOR, useExisting: ApiKeyAuthenticator }],
  exports: [ApiKeysService, AUTHENTICATOR],
})
export class ApiKeysModule implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly apiKeys: ApiKeysService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.bootstrapApiKey !== undefined) await this.apiKeys.ensureBootstrapKey(this.config.bootstrapApiKey);
  }
}
