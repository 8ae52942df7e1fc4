import { Module } from '@nestjs/common';
import { CONSENT_EXPIRY_OPTIONS, ConsentExpirer, DEFAULT_CONSENT_EXPIRY_OPTIONS } from './consent-expirer';
import { PrivacyModule } from './privacy.module';

/** The expiry of consents, for the worker only. Tests override the options. */
@Module({
  imports: [PrivacyModule],
  providers: [ConsentExpirer, { provide: CONSENT_EXPIRY_OPTIONS, useValue: DEFAULT_CONSENT_EXPIRY_OPTIONS }],
  exports: [ConsentExpirer],
})
export class PrivacyWorkerModule {}
