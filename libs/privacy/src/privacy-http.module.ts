import { Module } from '@nestjs/common';
import { ConsentPurposesController } from './http/consent-purposes.controller';
import { ConsentRequestsController } from './http/consent-requests.controller';
import { ConsentsController } from './http/consents.controller';
import { PublicConsentRequestsController } from './http/public-consent-requests.controller';
import { PrivacyModule } from './privacy.module';

@Module({
  imports: [PrivacyModule],
  controllers: [ConsentPurposesController, ConsentsController, ConsentRequestsController, PublicConsentRequestsController],
})
export class PrivacyHttpModule {}
