import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ActivityHttpModule } from '@app/activity';
import { ApiKeysHttpModule, ApiKeysModule } from '@app/api-keys';
import { ApplicationsHttpModule } from '@app/applications';
import { AutomationsHttpModule, AutomationsModule } from '@app/automations';
import { CandidatesHttpModule } from '@app/candidates';
import { DocumentsHttpModule, DocumentsModule } from '@app/documents';
import {
  ApiKeyGuard,
  ApiPlatformModule,
  CoreModule,
  extensionActions,
  extensionMigrations,
  extensionModules,
  HealthModule,
  UnknownRouteFallback,
  type AppConfig,
  type CompositionOptions,
} from '@app/core';
import { InterviewsHttpModule } from '@app/interviews';
import { JobsHttpModule } from '@app/jobs';
import { OffersHttpModule } from '@app/offers';
import { ScorecardsHttpModule } from '@app/scorecards';
import { TalentPoolsHttpModule } from '@app/talent-pools';
import { TasksHttpModule } from '@app/tasks';
import { UsersHttpModule } from '@app/users';
import { WebhooksHttpModule } from '@app/webhooks';
import { ApiMetricsModule } from './api-metrics.module';

/** The HTTP application: every context's controllers behind the API-key guard, and the installation's extensions; its metrics on a private port. */
@Module({})
export class ApiModule {
  static forRoot(config: AppConfig, { extensions = [] }: CompositionOptions = {}): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        CoreModule.forRoot(config, { migrations: extensionMigrations(extensions) }),
        ApiPlatformModule,
        ApiMetricsModule,
        HealthModule,
        ApiKeysModule,
        UsersHttpModule,
        ApiKeysHttpModule,
        CandidatesHttpModule,
        JobsHttpModule,
        ApplicationsHttpModule,
        InterviewsHttpModule,
        OffersHttpModule,
        ScorecardsHttpModule,
        TasksHttpModule,
        TalentPoolsHttpModule,
        ActivityHttpModule,
        WebhooksHttpModule,
        AutomationsModule.withActions(extensionActions(extensions)),
        AutomationsHttpModule,
        DocumentsModule,
        DocumentsHttpModule,
        ...extensionModules(extensions, 'api', config),
      ],
      providers: [{ provide: APP_GUARD, useClass: ApiKeyGuard }, UnknownRouteFallback],
    };
  }
}
