import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppLogger, createPino, startFailure, stdoutDestination, waitForDependencies } from '@app/core';
import { EXTENSIONS } from '../../extensions';
import { loadInstallationConfig } from '../../installation';
import { ApiModule } from './api.module';
import { setupApp } from './setup-app';

let logger: AppLogger | undefined;
/** The process's port variables and their values, for the fatal line of a port in use. */
let listeners: Record<string, number> = {};

async function bootstrap(): Promise<void> {
  const config = loadInstallationConfig(EXTENSIONS);
  // JSON from the first line, as in the worker; setupApp then installs the module's logger (same stream).
  logger = new AppLogger(createPino(config.logLevel, stdoutDestination()));
  listeners = { PORT: config.port, METRICS_PORT: config.metricsPort };
  const bootLogger = logger;
  // Before any client connects: an unreachable dependency ends in one fatal line, not every client's reconnection errors.
  await waitForDependencies(config, (line) => bootLogger.warn(line, 'Api'));
  // abortOnError false: a failed start ends in the catch below (logged, flushed, exit 1), not in process.abort().
  const app = await NestFactory.create<NestExpressApplication>(ApiModule.forRoot(config, { extensions: EXTENSIONS }), {
    bodyParser: false,
    logger,
    abortOnError: false,
  });
  setupApp(app);
  // SIGTERM/SIGINT: the requests in flight drain (GracefulShutdown), the pools close, then exit 0 (not 143).
  app.enableShutdownHooks([], { useProcessExit: true });
  await app.listen(config.port);
  new Logger('Api').log(`Listening on port ${config.port}; Swagger UI at /docs, OpenAPI document at /docs-json`);
}

bootstrap().catch((error: Error) => {
  const fatal = logger ?? new AppLogger(createPino('info', stdoutDestination()));
  fatal.fatal(startFailure(error, listeners), 'Api');
  fatal.flush();
  process.exit(1);
});
