import { DynamicModule, Module } from '@nestjs/common';
import { ApplicationsModule } from '@app/applications';
import { AutomationsModule } from '@app/automations';
import { CandidatesModule } from '@app/candidates';
import { CoreModule, extensionActions, extensionMigrations, extensionModules, type AppConfig, type CompositionOptions } from '@app/core';
import { DocumentsModule } from '@app/documents';
import { InterviewsModule } from '@app/interviews';
import { JobsModule } from '@app/jobs';
import { OffersModule } from '@app/offers';
import { ScorecardsModule } from '@app/scorecards';
import { TalentPoolsModule } from '@app/talent-pools';
import { TasksModule } from '@app/tasks';
import { UsersModule } from '@app/users';
import { DemoSeeder } from './demo-seeder';

/**
 * `npm run seed`: the contexts' services as the API composes them (same extensions and policies),
 * without an HTTP server, so the seed writes what a client would without the per-key rate limit.
 */
@Module({})
export class SeedModule {
  static forRoot(config: AppConfig, { extensions = [] }: CompositionOptions = {}): DynamicModule {
    return {
      module: SeedModule,
      imports: [
        CoreModule.forRoot(config, { migrations: extensionMigrations(extensions) }),
        UsersModule,
        CandidatesModule,
        JobsModule,
        ApplicationsModule,
        InterviewsModule,
        OffersModule,
        ScorecardsModule,
        TasksModule,
        TalentPoolsModule,
        AutomationsModule.withActions(extensionActions(extensions)),
        DocumentsModule,
        ...extensionModules(extensions, 'api', config),
      ],
      providers: [DemoSeeder],
    };
  }
}
