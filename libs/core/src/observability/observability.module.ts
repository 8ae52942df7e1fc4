import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DependencyProbes } from '../health/dependency-probes';
import { AppLogger, createPino, LOG_DESTINATION, PINO, stdoutDestination } from './logging';
import { Metrics } from './metrics';

/** Logs, metrics and dependency probes: the same in the API and the worker. */
@Global()
@Module({
  providers: [
    { provide: LOG_DESTINATION, useFactory: stdoutDestination },
    {
      provide: PINO,
      inject: [APP_CONFIG, LOG_DESTINATION],
      useFactory: (config: AppConfig, destination: NodeJS.WritableStream) => createPino(config.logLevel, destination),
    },
    AppLogger,
    Metrics,
    DependencyProbes,
  ],
  exports: [PINO, AppLogger, Metrics, DependencyProbes],
})
export class ObservabilityModule implements OnApplicationShutdown {
  constructor(@Inject(AppLogger) private readonly logger: AppLogger) {}

  onApplicationShutdown(): void {
    this.logger.flush();
  }
}
