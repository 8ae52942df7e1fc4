import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppLogger, createPino, startFailure, stdoutDestination, waitForDependencies } from '@app/core';
import { EXTENSIONS } from '../../extensions';
import { loadInstallationConfig } from '../../installation';
import { WorkerModule } from './worker.module';

let logger: AppLogger | undefined;
/** The process's port variables and their values, for the fatal line of a port in use. */
let listeners: Record<string, number> = {};

async function bootstrap(): Promise<void> {
  const config = loadInstallationConfig(EXTENSIONS);
  // JSON from the first line: createApplicationContext also initialises the module, so logs buffered
  // until a later useLogger() would be held back for the whole start-up (and lost if it hangs).
  logger = new AppLogger(createPino(config.logLevel, stdoutDestination()));
  listeners = { WORKER_PORT: config.workerPort };
  const bootLogger = logger;
  // Before any client connects: an unreachable dependency ends in one fatal line, not every client's reconnection errors.
  await waitForDependencies(config, (line) => bootLogger.warn(line, 'Worker'));
  // abortOnError false: a failed start ends in the catch below (logged, flushed, exit 1), not in process.abort().
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, { extensions: EXTENSIONS }), { logger, abortOnError: false });
  // SIGTERM/SIGINT: in-flight deliveries finish (bounded), workers close before queues, then exit 0.
  app.enableShutdownHooks([], { useProcessExit: true });
  await app.init();
  new Logger('Worker').log('Worker started: connected to PostgreSQL and Redis');
}

bootstrap().catch((error: Error) => {
  const fatal = logger ?? new AppLogger(createPino('info', stdoutDestination()));
  fatal.fatal(startFailure(error, listeners), 'Worker');
  fatal.flush();
  process.exit(1);
});
