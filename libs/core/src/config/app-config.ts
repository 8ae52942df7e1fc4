import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, Min, ValidateIf, validateSync } from 'class-validator';

const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
const toBool = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** What WEBHOOK_ALLOW_PRIVATE_TARGETS lets outbound requests reach besides public addresses (docs/adr/0051-webhook-targets-and-local-delivery.md). */
export const PRIVATE_TARGET_SETTINGS = [false, true, 'loopback'] as const;
/** false: public addresses only; 'loopback': also this machine (127.0.0.0/8, ::1: what `npm start` sets); true: every private range. */
export type PrivateTargets = (typeof PRIVATE_TARGET_SETTINGS)[number];

/** Every environment variable the processes read (docs/operations.md#configuration). Validated once at boot. */
export class EnvironmentVariables {
  @IsString()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// connection URL' })
  DATABASE_URL: string;

  @IsString()
  @Matches(/^rediss?:\/\/.+/, { message: 'must be a redis:// or rediss:// URL' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  @Transform(toInt)
  @IsInt({ message: 'must be an integer' })
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsOptional()
  @IsString()
  @Length(32, 200, { message: 'must be 32 to 200 characters long' })
  BOOTSTRAP_API_KEY?: string;

  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9+/]{43}=$/, { message: 'must be 32 bytes encoded as base64' })
  ENCRYPTION_KEY?: string;

  @Transform(toBool)
  @IsIn(PRIVATE_TARGET_SETTINGS, { message: 'must be true, false or loopback' })
  WEBHOOK_ALLOW_PRIVATE_TARGETS: PrivateTargets = false;

  @IsString()
  @Matches(/^\d+(,\d+)*$/, { message: 'must be comma-separated whole seconds' })
  WEBHOOK_RETRY_SCHEDULE = '5,300,1800,7200,18000,36000,36000';

  @Transform(toInt)
  @IsInt({ message: 'must be an integer' })
  @Min(1)
  AUTOMATION_RETRY_BASE_SECONDS = 10;

  @Transform(toInt)
  @IsInt({ message: 'must be an integer' })
  @Min(1)
  RATE_LIMIT_PER_MINUTE = 600;

  @IsString()
  @Matches(/^[A-Za-z0-9_-]{1,40}$/, { message: 'must be 1-40 letters, digits, _ or -' })
  QUEUE_PREFIX = 'ats';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  @Transform(toBool)
  @IsBoolean({ message: 'must be true or false' })
  MIGRATIONS_RUN = true;

  /** Days the change feed (the outbox) keeps an event; an older cursor is 410 CURSOR_EXPIRED. */
  @Transform(toInt)
  @IsInt({ message: 'must be an integer' })
  @Min(1)
  @Max(3650)
  CHANGES_RETENTION_DAYS = 30;

  /** Days a finished webhook delivery (delivered, dead-lettered, canceled) is kept. */
  @Transform(toInt)
  @IsInt({ message: 'must be an integer' })
  @Min(1)
  @Max(3650)
  WEBHOOK_DELIVERY_RETENTION_DAYS = 30;

  /** Days a finished automation run (succeeded, skipped, dead-lettered, canceled) and its steps are kept. */
  @Transform(toInt)
  @IsInt({ message: 'must be an integer' })
  @Min(1)
  @Max(3650)
  AUTOMATION_RUN_RETENTION_DAYS = 30;

  @Transform(toInt)
  @IsInt({ message: 'must be an integer' })
  @Min(0)
  @Max(65535)
  WORKER_PORT = 3001;

  @Transform(toInt)
  @IsInt({ message: 'must be an integer' })
  @Min(0)
  @Max(65535)
  METRICS_PORT = 3002;

  @IsString()
  @Matches(/^(\d{1,3}(\.\d{1,3}){3}|[0-9A-Fa-f:]*:[0-9A-Fa-f:]*|[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*)$/, {
    message: 'must be an IP address or a host name to listen on, e.g. 127.0.0.1 or 0.0.0.0',
  })
  METRICS_HOST = '127.0.0.1';

  @ValidateIf((vars: EnvironmentVariables) => vars.ADMIN_DASHBOARD_USER !== undefined || vars.ADMIN_DASHBOARD_PASSWORD !== undefined)
  @IsString({ message: 'must be set together with ADMIN_DASHBOARD_PASSWORD' })
  @Length(1, 200, { message: 'must be 1 to 200 characters long' })
  @Matches(/^[^:]*$/, { message: 'must not contain ":" (basic auth separates user and password with it)' })
  ADMIN_DASHBOARD_USER?: string;

  @ValidateIf((vars: EnvironmentVariables) => vars.ADMIN_DASHBOARD_USER !== undefined || vars.ADMIN_DASHBOARD_PASSWORD !== undefined)
  @IsString({ message: 'must be set together with ADMIN_DASHBOARD_USER' })
  @Length(12, 200, { message: 'must be 12 to 200 characters long' })
  ADMIN_DASHBOARD_PASSWORD?: string;

  @IsString()
  @Matches(/^(file:.+|s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?)$/, { message: 'must be file:<directory> or s3://<bucket>/<prefix>' })
  DOCUMENT_STORAGE_URL = 'file:.data/documents';

  @Transform(toInt)
  @IsInt({ message: 'must be an integer' })
  @Min(1)
  @Max(1024 * 1024 * 1024)
  DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

  @IsOptional()
  @IsString()
  @Matches(/^https?:\/\/.+/, { message: 'must be an http:// or https:// URL' })
  S3_ENDPOINT?: string;

  @IsString()
  @Matches(/^[a-z0-9-]{1,40}$/, { message: 'must be a region name such as us-east-1' })
  S3_REGION = 'us-east-1';

  @Transform(toBool)
  @IsBoolean({ message: 'must be true or false' })
  S3_FORCE_PATH_STYLE = false;

  @ValidateIf((vars: EnvironmentVariables) => vars.AWS_ACCESS_KEY_ID !== undefined || vars.AWS_SECRET_ACCESS_KEY !== undefined)
  @IsString({ message: 'must be set together with AWS_SECRET_ACCESS_KEY' })
  AWS_ACCESS_KEY_ID?: string;

  @ValidateIf((vars: EnvironmentVariables) => vars.AWS_ACCESS_KEY_ID !== undefined || vars.AWS_SECRET_ACCESS_KEY !== undefined)
  @IsString({ message: 'must be set together with AWS_ACCESS_KEY_ID' })
  AWS_SECRET_ACCESS_KEY?: string;
}

export class ConfigValidationError extends Error {}

/** The variables that are set (an empty value counts as unset). */
function definedVariables(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
}

/**
 * Validates the variables `EnvClass` declares (class-validator, defaults from its initialisers);
 * throws one ConfigValidationError naming every bad variable. Core's variables and an extension's
 * (ConfigModule.forFeature) go through here, so both fail boot with the same fatal line.
 */
export function validateEnvironment<T extends object>(EnvClass: new () => T, env: NodeJS.ProcessEnv): T {
  const vars = plainToInstance(EnvClass, definedVariables(env), { exposeDefaultValues: true });
  const errors = validateSync(vars, { skipMissingProperties: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => `  ${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`);
    throw new ConfigValidationError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return vars;
}

/** Reads and validates the environment; throws one error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const vars = validateEnvironment(EnvironmentVariables, env);
  return {
    environment: definedVariables(env),
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    port: vars.PORT,
    bootstrapApiKey: vars.BOOTSTRAP_API_KEY,
    encryptionKey: vars.ENCRYPTION_KEY,
    webhookAllowPrivateTargets: vars.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    webhookRetryScheduleSeconds: vars.WEBHOOK_RETRY_SCHEDULE.split(',').map(Number),
    automationRetryBaseSeconds: vars.AUTOMATION_RETRY_BASE_SECONDS,
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    queuePrefix: vars.QUEUE_PREFIX,
    logLevel: vars.LOG_LEVEL,
    migrationsRun: vars.MIGRATIONS_RUN,
    retentionDays: {
      changes: vars.CHANGES_RETENTION_DAYS,
      webhookDeliveries: vars.WEBHOOK_DELIVERY_RETENTION_DAYS,
      automationRuns: vars.AUTOMATION_RUN_RETENTION_DAYS,
    },
    workerPort: vars.WORKER_PORT,
    metricsPort: vars.METRICS_PORT,
    metricsHost: vars.METRICS_HOST,
    adminDashboard:
      vars.ADMIN_DASHBOARD_USER !== undefined && vars.ADMIN_DASHBOARD_PASSWORD !== undefined
        ? { user: vars.ADMIN_DASHBOARD_USER, password: vars.ADMIN_DASHBOARD_PASSWORD }
        : undefined,
    documents: {
      storageUrl: vars.DOCUMENT_STORAGE_URL,
      maxBytes: vars.DOCUMENT_MAX_BYTES,
      s3: {
        endpoint: vars.S3_ENDPOINT,
        region: vars.S3_REGION,
        forcePathStyle: vars.S3_FORCE_PATH_STYLE,
        credentials:
          vars.AWS_ACCESS_KEY_ID !== undefined && vars.AWS_SECRET_ACCESS_KEY !== undefined
            ? { accessKeyId: vars.AWS_ACCESS_KEY_ID, secretAccessKey: vars.AWS_SECRET_ACCESS_KEY }
            : undefined,
      },
    },
  };
}

export interface AppConfig {
  /** The variables the config was read from, for an extension's own (ConfigModule.forFeature). */
  environment: Readonly<Record<string, string>>;
  databaseUrl: string;
  redisUrl: string;
  port: number;
  bootstrapApiKey?: string;
  encryptionKey?: string;
  webhookAllowPrivateTargets: PrivateTargets;
  webhookRetryScheduleSeconds: number[];
  automationRetryBaseSeconds: number;
  rateLimitPerMinute: number;
  queuePrefix: string;
  logLevel: string;
  migrationsRun: boolean;
  /** How long finished records are kept (docs/operations.md, "Retention"). */
  retentionDays: { changes: number; webhookDeliveries: number; automationRuns: number };
  /** Port of the worker's /health and /metrics (0: any free port). */
  workerPort: number;
  /** Port of the API's private /metrics (and probes), apart from the public PORT (0: any free port). */
  metricsPort: number;
  /** Address the API's metrics port listens on: loopback unless a scraper elsewhere needs it. */
  metricsHost: string;
  /** Basic-auth credentials of the queue dashboard; undefined keeps it off. */
  adminDashboard?: { user: string; password: string };
  documents: DocumentStorageConfig;
}

/** Where documents' bytes live (docs/operations.md#documents). Without S3 credentials the AWS SDK's default chain applies (instance roles, profiles). */
export interface DocumentStorageConfig {
  /** `file:<directory>` or `s3://<bucket>/<prefix>`. */
  storageUrl: string;
  maxBytes: number;
  s3: { endpoint?: string; region: string; forcePathStyle: boolean; credentials?: { accessKeyId: string; secretAccessKey: string } };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
