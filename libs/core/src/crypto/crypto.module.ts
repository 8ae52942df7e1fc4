import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SecretCipher } from './secret-cipher';

/** The one SecretCipher under ENCRYPTION_KEY, for every context that keeps secrets at rest. */
@Global()
@Module({
  providers: [{ provide: SecretCipher, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new SecretCipher(config.encryptionKey) }],
  exports: [SecretCipher],
})
export class CryptoModule {}
