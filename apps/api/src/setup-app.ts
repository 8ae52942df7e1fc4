import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { actionConfigModels, AutomationActionRegistry, documentActions } from '@app/automations';
import {
  answerClientErrors,
  ApiExceptionFilter,
  AppLogger,
  bodyParserErrors,
  bodyParsingWithUploads,
  closeRequestBodies,
  composeInterceptors,
  documentPlatformEdges,
  documentRequestContent,
  EnvelopeInterceptor,
  escapeUndecodablePath,
  GracefulShutdown,
  IdempotencyInterceptor,
  inSequence,
  Metrics,
  observeRequests,
  PINO,
  QUEUE_DASHBOARD_PATH,
  QueueDashboard,
  RequestValidationPipe,
  uploadRoutesOf,
  UrlParametersInterceptor,
} from '@app/core';

export const API_PREFIX = 'api/v1';

/**
 * Everything between the framework and the routes: JSON logs with request ids, metrics, body
 * parsing, idempotency keys, envelopes, validation, errors (those of the HTTP parser included),
 * OpenAPI, graceful shutdown. Shared by main.ts and the e2e tests so both run the same stack.
 * (Rate limits are counted by the guard; main.ts turns signals into the shutdown.)
 * The app must be created with `{ bodyParser: false }`: the JSON parser is set up here.
 */
export function setupApp(app: NestExpressApplication): NestExpressApplication {
  const metrics = app.get(Metrics);
  app.useLogger(app.get(AppLogger));
  app.disable('x-powered-by');
  answerClientErrors(app.getHttpServer());
  app.use(
    inSequence(
      observeRequests(app.get(PINO), metrics),
      app.get(GracefulShutdown).closeConnectionsWhileDraining,
      // Upload routes (@UploadRoute) also take multipart bodies and a larger JSON body.
      ...bodyParsingWithUploads(uploadRoutesOf(app, API_PREFIX)),
      bodyParserErrors,
      escapeUndecodablePath,
    ),
  );
  const dashboard = app.get(QueueDashboard).handler();
  if (dashboard !== undefined) app.use(QUEUE_DASHBOARD_PATH, ...dashboard);
  app.setGlobalPrefix(API_PREFIX, { exclude: ['health', 'health/ready'] });
  app.useGlobalPipes(new RequestValidationPipe());
  // Outermost first: URL encoding refused before any work; idempotency stores and replays the enveloped response.
  app.useGlobalInterceptors(composeInterceptors(new UrlParametersInterceptor(), app.get(IdempotencyInterceptor), new EnvelopeInterceptor()));
  app.useGlobalFilters(new ApiExceptionFilter(metrics));

  const actions = app.get(AutomationActionRegistry);
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Recruiting Service API')
      .setDescription(
        'Applicant tracking over JSON. Authenticate with `Authorization: Bearer <API key>`. ' +
          'Successes are `{ data, meta }`; errors are `{ error: { code, message, details? } }`. ' +
          "Lists take `limit` (1-100, default 20) and `cursor` (the previous page's `meta.pagination.nextCursor`) and return newest first.",
      )
      .setVersion('1.0.0')
      .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'API key', description: 'An API key: ats_live_… or ats_test_…' })
      .build(),
    { extraModels: actionConfigModels(actions) },
  );
  documentPlatformEdges(document);
  documentActions(document, actions);
  documentRequestContent(document);
  closeRequestBodies(document);
  // persistAuthorization: the key entered under Authorize survives a reload of the page.
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs-json', yamlDocumentUrl: 'docs-yaml', swaggerOptions: { persistAuthorization: true } });
  return app;
}
