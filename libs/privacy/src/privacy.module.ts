import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CandidatesModule } from '@app/candidates';
import { ConsentFieldRules, ConsentRequestFieldRules } from './consent-field-rules';
import { ConsentMergeService } from './consent-merge.service';
import { ConsentPurposesService } from './consent-purposes.service';
import { ConsentRequestsService } from './consent-requests.service';
import { ConsentsFromCareersService } from './consents-from-careers.service';
import { ConsentsService } from './consents.service';
import { ConsentPurposeEntity } from './persistence/consent-purpose.entity';
import { ConsentPurposesRepository } from './persistence/consent-purposes.repository';
import { ConsentRequestEntity } from './persistence/consent-request.entity';
import { ConsentRequestsRepository } from './persistence/consent-requests.repository';
import { ConsentEntity } from './persistence/consent.entity';
import { ConsentsRepository } from './persistence/consents.repository';

/** Loaded by the API, the worker and the seed: consents are given by the routes, the careers site, consent requests and the seed, and expired by the worker. */
@Module({
  imports: [TypeOrmModule.forFeature([ConsentPurposeEntity, ConsentEntity, ConsentRequestEntity]), CandidatesModule],
  providers: [
    ConsentPurposesRepository,
    ConsentsRepository,
    ConsentRequestsRepository,
    ConsentPurposesService,
    ConsentsService,
    ConsentRequestsService,
    ConsentFieldRules,
    ConsentRequestFieldRules,
    ConsentsFromCareersService,
    ConsentMergeService,
  ],
  exports: [ConsentPurposesService, ConsentsService, ConsentRequestsService],
})
export class PrivacyModule {}
