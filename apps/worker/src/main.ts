import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigValidationError, loadConfig } from '@app/core';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config));
  // SIGTERM/SIGINT: in-flight deliveries finish (bounded), workers close before queues, then exit 0.
  app.enableShutdownHooks([], { useProcessExit: true });
  await app.init();
  new Logger('Worker').log('Worker started: connected to PostgreSQL and Redis');
}

bootstrap().catch((error: Error) => {
  console.error(error instanceof ConfigValidationError ? error.message : error);
  process.exit(1);
});
