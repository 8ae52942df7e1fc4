import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AUTHENTICATOR } from '@app/core';
import { ApiKeysEnvironment } from './api-keys.env';
import { UsersModule } from '@app/users';
import { ApiKeysService } from './api-keys.service';
import { ApiKeyAuthenticator } from './auth/api-key.authenticator';
import { LastUsedRecorder } from './auth/last-used.recorder';
import { KeyRevocationFollower } from './auth/key-revocation.follower';
import { ApiKeyEntity } from './persistence/api-key.entity';
import { ApiKeysRepository } from './persistence/api-keys.repository';

/**
 * API keys; provides the AUTHENTICATOR the API's guard uses and ensures the bootstrap key at start.
 * Imported by the API only: the worker authenticates nobody and must never touch the bootstrap key.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ApiKeyEntity]), UsersModule],
  providers: [
    ApiKeysRepository,
    ApiKeysService,
    LastUsedRecorder,
    ApiKeyAuthenticator,
    KeyRevocationFollower,
    { provide: AUTHENTICATOR, useExisting: ApiKeyAuthenticator },
  ],
  exports: [ApiKeysService, AUTHENTICATOR],
})
export class ApiKeysModule implements OnApplicationBootstrap {
  constructor(
    private readonly environment: ApiKeysEnvironment,
    private readonly apiKeys: ApiKeysService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const bootstrapKey = this.environment.BOOTSTRAP_API_KEY;
    if (bootstrapKey !== undefined) await this.apiKeys.ensureBootstrapKey(bootstrapKey);
  }
}
