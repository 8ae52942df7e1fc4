import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { ApiExceptionFilter, bodyParserErrors, EnvelopeInterceptor, parseJsonBody, RequestValidationPipe, requireJsonBody } from '@app/core';

export const API_PREFIX = 'api/v1';

/**
 * Everything between the framework and the routes: body parsing, envelopes, validation, errors,
 * OpenAPI. Shared by main.ts and the e2e tests so both run the same stack.
 * The app must be created with `{ bodyParser: false }`: the JSON parser is set up here.
 */
export function setupApp(app: NestExpressApplication): NestExpressApplication {
  app.disable('x-powered-by');
  app.use(requireJsonBody, parseJsonBody, bodyParserErrors);
  app.setGlobalPrefix(API_PREFIX, { exclude: ['health', 'health/ready'] });
  app.useGlobalPipes(new RequestValidationPipe());
  app.useGlobalInterceptors(new EnvelopeInterceptor());
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Recruiting Service API')
      .setDescription(
        'Applicant tracking over JSON. Authenticate with `Authorization: Bearer <API key>`. ' +
          'Successes are `{ data, meta }`; errors are `{ error: { code, message, details? } }`. ' +
          'Lists take `limit` (1-100, default 20) and `cursor` (the previous page\'s `meta.pagination.nextCursor`) and return newest first.',
      )
      .setVersion('1.0.0')
      .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'API key', description: 'An API key: ats_live_… or ats_test_…' })
      .build(),
  );
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs-json', yamlDocumentUrl: 'docs-yaml' });
  return app;
}
