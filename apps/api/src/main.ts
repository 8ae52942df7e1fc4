import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ConfigValidationError, loadConfig } from '@app/core';
import { EXTENSIONS } from '../../extensions';
import { ApiModule } from './api.module';
import { setupApp } from './setup-app';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  // Boot lines wait in a buffer until setupApp installs the JSON logger.
  const app = await NestFactory.create<NestExpressApplication>(ApiModule.forRoot(config, { extensions: EXTENSIONS }), { bodyParser: false, bufferLogs: true });
  setupApp(app);
  await app.listen(config.port);
  new Logger('Api').log(`Listening on port ${config.port}; Swagger UI at /docs, OpenAPI document at /docs-json`);
}

bootstrap().catch((error: Error) => {
  console.error(error instanceof ConfigValidationError ? error.message : error);
  process.exit(1);
});
