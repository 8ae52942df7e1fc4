import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationsModule } from '@app/applications';
import { CandidatesModule } from '@app/candidates';
import { InterviewsModule } from '@app/interviews';
import { JobsModule } from '@app/jobs';
import { OffersModule } from '@app/offers';
import { UsersModule } from '@app/users';
import { CustomFieldChangeFeed, CustomFieldValuesChangeFeed } from './custom-field-change-feed.service';
import { CustomFieldValuesEraser, CustomFieldValuesMerger } from './custom-field-candidates';
import { CustomFieldListFilter } from './custom-field-list-filter';
import { CustomFieldObjects } from './custom-field-objects';
import { CustomFieldCreateRules } from './custom-field-rules.provider';
import { CustomFieldValuesService } from './custom-field-values.service';
import { CustomFieldsService } from './custom-fields.service';
import { CustomFieldEntity, CustomFieldValuesEntity } from './persistence/custom-field.entity';
import { CustomFieldsRepository } from './persistence/custom-fields.repository';

/** Loaded by the API, the worker and the seed. Depends on the five contexts whose objects hold values; none of them on it. */
@Module({
  imports: [
    TypeOrmModule.forFeature([CustomFieldEntity, CustomFieldValuesEntity]),
    CandidatesModule,
    ApplicationsModule,
    JobsModule,
    OffersModule,
    InterviewsModule,
    UsersModule,
  ],
  providers: [
    CustomFieldsRepository,
    CustomFieldsService,
    CustomFieldValuesService,
    CustomFieldObjects,
    CustomFieldCreateRules,
    CustomFieldChangeFeed,
    CustomFieldValuesChangeFeed,
    CustomFieldListFilter,
    CustomFieldValuesEraser,
    CustomFieldValuesMerger,
  ],
  exports: [CustomFieldsService, CustomFieldValuesService],
})
export class CustomFieldsModule {}
