import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ActivityHttpModule } from '@app/activity';
import { ApplicationsHttpModule } from '@app/applications';
import { AutomationsHttpModule, AutomationsModule } from '@app/automations';
import { CandidatesHttpModule } from '@app/candidates';
import { DocumentsHttpModule, DocumentsModule } from '@app/documents';
import { ApiKeyGuard, ApiPlatformModule, CoreModule, HealthModule, UnknownRouteFallback, type AppConfig } from '@app/core';
import { IdentityHttpModule, IdentityModule } from '@app/identity';
import { InterviewsHttpModule } from '@app/interviews';
import { JobsHttpModule } from '@app/jobs';
import { OffersHttpModule } from '@app/offers';
import { ScorecardsHttpModule } from '@app/scorecards';
import { TalentPoolsHttpModule } from '@app/talent-pools';
import { TasksHttpModule } from '@app/tasks';
import { WebhooksHttpModule } from '@app/webhooks';

/** The HTTP application: every context's controllers behind the API-key guard. */
@Module({})
export class ApiModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        CoreModule.forRoot(config),
        ApiPlatformModule,
        HealthModule,
        IdentityModule,
        IdentityHttpModule,
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
        AutomationsModule.withActions(),
        AutomationsHttpModule,
        DocumentsModule,
        DocumentsHttpModule,
      ],
      providers: [{ provide: APP_GUARD, useClass: ApiKeyGuard }, UnknownRouteFallback],
    };
  }
}
