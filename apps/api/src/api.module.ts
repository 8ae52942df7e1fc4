import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ActivityHttpModule } from '@app/activity';
import { CandidatesHttpModule } from '@app/candidates';
import { ApiKeyGuard, CoreModule, HealthModule, UnknownRouteFallback, type AppConfig } from '@app/core';
import { IdentityHttpModule, IdentityModule } from '@app/identity';

/** The HTTP application: every context's controllers behind the API-key guard. */
@Module({})
export class ApiModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ApiModule,
      imports: [CoreModule.forRoot(config), HealthModule, IdentityModule, IdentityHttpModule, CandidatesHttpModule, ActivityHttpModule],
      providers: [{ provide: APP_GUARD, useClass: ApiKeyGuard }, UnknownRouteFallback],
    };
  }
}
