import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { actionConfigModels, AutomationActionRegistry, documentActions } from '@app/automations';
import { SCIM_PATHS, scimBodyParsingErrors } from '@app/scim';
import {
  answerClientErrors,
  ApiExceptionFilter,
  AppLogger,
  bodyParserErrors,
  bodyParsingWithUploads,
  closeRequestBodies,
  documentNullableSchemas,
  composeInterceptors,
  documentErrorExamples,
  documentOptionalQueryParameters,
  documentPlatformEdges,
  documentRequestContent,
  documentTags,
  EnvelopeInterceptor,
  escapeUndecodablePath,
  GracefulShutdown,
  IdempotencyInterceptor,
  inSequence,
  keepRawBodies,
  rawBodyRoutesOf,
  Metrics,
  observeRequests,
  APP_CONFIG,
  type AppConfig,
  AuditInterceptor,
  PINO,
  requestScope,
  QUEUE_DASHBOARD_PATH,
  QueueDashboard,
  RequestValidationPipe,
  securityHeaders,
  type TagDescription,
  uploadRoutesOf,
  UrlParametersInterceptor,
} from '@app/core';
import { careersDemo, CAREERS_DEMO_PATH } from './careers-demo';
import { MAIL_CATCHER_PATH, mailCatcher } from './mail-catcher';

export const API_PREFIX = 'api/v1';
/** Swagger UI; `GET /` redirects there (docs/adr/0056-openapi-presentation-and-browser-headers.md). */
export const DOCS_PATH = 'docs';

/** Swagger UI's sections in this order: the recruiting records first, integration and administration next. */
const RESOURCE_TAGS: TagDescription[] = [
  { name: 'Candidates', description: 'People in the pipeline: profiles, tags, notes, duplicates and merges, upsert by email' },
  { name: 'Jobs', description: 'Openings and their pipeline stages' },
  { name: 'Applications', description: "A candidate's application to a job: move through stages, reject, withdraw; its stage history" },
  { name: 'Interviews', description: 'Interviews of an application: schedule, complete, cancel' },
  { name: 'Scorecards', description: "Interviewers' ratings and notes on a candidate" },
  { name: 'Offers', description: 'Offers of an application: draft, send, accept or decline' },
  { name: 'Tasks', description: 'To-dos for users, linked to a candidate, application or job' },
  { name: 'Talent pools', description: 'Named groups of candidates to keep in touch with' },
  { name: 'Bulk actions', description: 'One action on up to 10,000 applications or candidates, done item by item by the worker, with each result' },
  { name: 'Organization', description: 'Departments and offices (two trees), and the reasons applications are rejected' },
  { name: 'Openings', description: "A job's seats: opened, filled by an accepted offer, closed with a reason" },
  { name: 'Approval flows', description: 'Who signs off opening a job and sending an offer, step by step' },
  { name: 'Approvals', description: "Requests for sign-off and their decisions; an approver's pending list" },
  { name: 'Messaging', description: 'Email to candidates: templates, messages and their threads, the suppression list' },
  { name: 'Messaging (public)', description: 'The one-click unsubscribe of every mail (RFC 8058), without an API key' },
  { name: 'Privacy', description: 'Consent purposes and consents, consent requests, anonymization and legal holds' },
  { name: 'Privacy (public)', description: 'The link of a consent request, where the person gives or declines, without an API key' },
  { name: 'Job posts', description: 'Jobs as careers sites show them: publish and close, boards, salary, and the application form' },
  { name: 'Careers (public)', description: 'What a careers site calls from the browser, without an API key: live posts and their forms' },
  { name: 'Reports', description: 'Hiring metrics: funnel, time to hire, sources, offers; JSON or CSV' },
  { name: 'Custom fields', description: 'Typed fields of your own on candidates, applications, jobs, offers and interviews, and their values' },
  { name: 'Documents', description: 'Résumés and attachments of a candidate, with their extracted text' },
  { name: 'Activity', description: 'What happened to a record, newest first' },
  { name: 'Changes', description: 'The change feed: every event in order, to sync another system' },
  { name: 'Webhooks', description: 'Endpoints that receive events, and their deliveries' },
  { name: 'Automations', description: 'Rules that act on events (conditions and actions), with approval and their runs' },
  { name: 'Users', description: 'The people who use the service; API keys act as one of them' },
  { name: 'API keys', description: 'Keys that call this API, their scopes, rotation and revocation' },
  { name: 'Audit log', description: 'Who did what: every change, every read of personal data, exports and failed authentications, hash-chained' },
];
/** After every resource, an extension's included. */
const OPERATIONAL_TAGS: TagDescription[] = [{ name: 'Operations', description: 'Liveness and readiness probes for load balancers; no API key' }];

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
  // TRUST_PROXY: request.ip is the first X-Forwarded-For hop (docs/operations.md#behind-a-proxy).
  app.set('trust proxy', app.get<AppConfig>(APP_CONFIG).trustProxy);
  answerClientErrors(app.getHttpServer());
  app.use(
    inSequence(
      observeRequests(app.get(PINO), metrics),
      // The rest of the request runs in its scope: reach, idempotency, audit (docs/adr/0068-reach-in-the-data-layer.md).
      requestScope,
      securityHeaders(DOCS_PATH),
      app.get(GracefulShutdown).closeConnectionsWhileDraining,
      // Raw-body routes (@RawBodyRoute) keep their body's bytes, for a signature over them (docs/extending.md#a-public-route-with-the-raw-body).
      keepRawBodies(rawBodyRoutesOf(app, API_PREFIX)),
      // Upload routes (@UploadRoute) also take multipart bodies and a larger JSON body.
      ...bodyParsingWithUploads(uploadRoutesOf(app, API_PREFIX)),
      // Under /scim/v2 a refused body is SCIM's Error message (docs/api/scim.md#errors); everywhere else the envelope.
      scimBodyParsingErrors,
      bodyParserErrors,
      escapeUndecodablePath,
    ),
  );
  // The service's root is where a newcomer types the address first: it leads to the API reference.
  const adapter = app.getHttpAdapter();
  adapter.get('/', (_request: unknown, response: unknown) => adapter.redirect(response, 302, `/${DOCS_PATH}`));
  // Development only: CAREERS_DEMO_DIR is set by npm start and nowhere else (README.md#careers-site).
  const careersDemoDir = app.get<AppConfig>(APP_CONFIG).careersDemoDir;
  if (careersDemoDir !== undefined) app.use(CAREERS_DEMO_PATH, ...careersDemo(careersDemoDir));
  // Development only: MAIL_CATCHER_DIR is set by npm start and nowhere else (docs/operations.md#email).
  const mailCatcherDir = app.get<AppConfig>(APP_CONFIG).mailCatcherDir;
  if (mailCatcherDir !== undefined) app.use(MAIL_CATCHER_PATH, mailCatcher(mailCatcherDir));
  const dashboard = app.get(QueueDashboard).handler();
  if (dashboard !== undefined) app.use(QUEUE_DASHBOARD_PATH, ...dashboard);
  // SCIM lives at {base_url}/scim/v2, as identity providers expect (docs/api/scim.md).
  app.setGlobalPrefix(API_PREFIX, { exclude: ['health', 'health/ready', ...SCIM_PATHS] });
  app.useGlobalPipes(new RequestValidationPipe(app));
  // Outermost first: URL encoding refused before any work; idempotency stores and replays the enveloped response; the audit scope holds the handler only.
  app.useGlobalInterceptors(
    composeInterceptors(new UrlParametersInterceptor(), app.get(IdempotencyInterceptor), new EnvelopeInterceptor(), app.get(AuditInterceptor)),
  );
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
  documentErrorExamples(document);
  documentOptionalQueryParameters(document);
  documentTags(document, RESOURCE_TAGS, OPERATIONAL_TAGS);
  documentActions(document, actions);
  documentRequestContent(document);
  closeRequestBodies(document);
  documentNullableSchemas(document);
  // persistAuthorization: the key entered under Authorize survives a reload of the page. Sections start closed:
  // with every one open, Swagger UI stops rendering part way through a document of this size (docs/adr/0055-swagger-ui-works-as-shown.md).
  SwaggerModule.setup(DOCS_PATH, app, document, {
    jsonDocumentUrl: `${DOCS_PATH}-json`,
    yamlDocumentUrl: `${DOCS_PATH}-yaml`,
    swaggerOptions: { persistAuthorization: true, docExpansion: 'none' },
  });
  return app;
}
