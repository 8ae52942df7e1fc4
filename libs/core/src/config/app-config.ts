import { plainToInstance, Transform } from 'class-transformer';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, Min, ValidateBy, ValidateIf, validateSync } from 'class-validator';

/** `@Transform(toInt)`: a variable of whole digits as a number (anything else stays a string, for the validator to name). */
export const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
/** `@Transform(toBool)`: "true" and "false" as booleans. */
export const toBool = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/**
 * What WEBHOOK_ALLOW_PRIVATE_TARGETS (its published name: it rules every outbound request) lets them
 * reach besides public addresses (docs/adr/0051-webhook-targets-and-local-delivery.md).
 */
export const PRIVATE_TARGET_SETTINGS = [false, true, 'loopback'] as const;
/** false: public addresses only; 'loopback': also this machine (127.0.0.0/8, ::1: what `npm start` sets); true: every private range. */
export type PrivateTargets = (typeof PRIVATE_TARGET_SETTINGS)[number];

/** The connection URLs of PostgreSQL and Redis: the scheme each must have. */
const CONNECTION_URLS = {
  DATABASE_URL: { pattern: /^postgres(ql)?:\/\/.+/, what: 'a postgres:// connection URL' },
  REDIS_URL: { pattern: /^rediss?:\/\/.+/, what: 'a redis:// or rediss:// URL' },
} as const;
export type ConnectionVariable = keyof typeof CONNECTION_URLS;

/**
 * What is wrong with a connection URL, or null: its scheme, then that it parses as a URL (else the clients fail with a
 * bare "Invalid URL" that names no variable). Never repeats the value: it may hold a password.
 */
export function connectionUrlProblem(variable: ConnectionVariable, value: unknown): string | null {
  const { pattern, what } = CONNECTION_URLS[variable];
  if (typeof value !== 'string' || !pattern.test(value)) return `must be ${what}`;
  if (!URL.canParse(value))
    return `must be ${what}: it does not parse as a URL (check the host and port, and percent-encode special characters of the user and password)`;
  return null;
}

function ConnectionUrl(variable: ConnectionVariable): PropertyDecorator {
  return ValidateBy({
    name: 'connectionUrl',
    validator: {
      validate: (value: unknown) => connectionUrlProblem(variable, value) === null,
      defaultMessage: (args) => connectionUrlProblem(variable, args?.value) ?? '',
    },
  });
}

/**
 * The platform's environment variables (docs/operations.md#configuration); each context declares its
 * own in an environment class of its `<context>.context.ts`. All are validated together at boot.
 */
export class EnvironmentVariables {
  @IsString()
  @ConnectionUrl('DATABASE_URL')
  DATABASE_URL: string;

  @IsString()
  @ConnectionUrl('REDIS_URL')
  REDIS_URL = 'redis://127.0.0.1:6379';

  @Transform(toInt)
  @IsInt({ message: 'must be an integer' })
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9+/]{43}=$/, { message: 'must be 32 bytes encoded as base64' })
  ENCRYPTION_KEY?: string;

  @Transform(toBool)
  @IsIn(PRIVATE_TARGET_SETTINGS, { message: 'must be true, false or loopback' })
  WEBHOOK_ALLOW_PRIVATE_TARGETS: PrivateTargets = false;

  @Transform(toInt)
  @IsInt({ message: 'must be an integer' })
  @Min(1)
  RATE_LIMIT_PER_MINUTE = 600;

  @Transform(toInt)
  @IsInt({ message: 'must be an integer' })
  @Min(1)
  AUTH_FAILURES_PER_MINUTE = 60;

  @Transform(toBool)
  @IsBoolean({ message: 'must be true or false' })
  TRUST_PROXY = false;

  @IsString()
  @Matches(/^[A-Za-z0-9_-]{1,40}$/, { message: 'must be 1-40 letters, digits, _ or -' })
  QUEUE_PREFIX = 'ats';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  @Transform(toBool)
  @IsBoolean({ message: 'must be true or false' })
  MIGRATIONS_RUN = true;

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

  /** Development only: `npm start` sets it to examples/careers-site, served at /careers-demo/ (README.md#careers-site); unset everywhere else. */
  @IsOptional()
  @IsString()
  @ValidateBy({
    name: 'holdsIndexHtml',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && existsSync(join(value, 'index.html')),
      defaultMessage: () => 'must be a folder holding index.html (the example careers page, examples/careers-site), or unset',
    },
  })
  CAREERS_DEMO_DIR?: string;

  /**
   * Development only: `npm start` sets it to the folder its local SMTP catcher writes into, listed at
   * /dev/mail (docs/operations.md#email); unset everywhere else.
   */
  @IsOptional()
  @IsString()
  @ValidateBy({
    name: 'isFolder',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && existsSync(value) && statSync(value).isDirectory(),
      defaultMessage: () => 'must be an existing folder (where the local mail catcher of npm start writes), or unset',
    },
  })
  MAIL_CATCHER_DIR?: string;
}

export class ConfigValidationError extends Error {}

/** The variables that are set (an empty value counts as unset). */
function definedVariables(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
}

/** `  NAME: why` for each bad variable of `EnvClass` (class-validator, defaults from its initialisers), and the validated instance. */
function check<T extends object>(EnvClass: new () => T, variables: Record<string, string>): { vars: T; lines: string[] } {
  const vars = plainToInstance(EnvClass, variables, { exposeDefaultValues: true });
  const errors = validateSync(vars, { skipMissingProperties: false });
  return { vars, lines: errors.map((e) => `  ${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`) };
}

/** The error that fails a start on bad variables, one `  NAME: why` line each. */
export function configError(lines: string[]): ConfigValidationError {
  return new ConfigValidationError(`Invalid environment configuration:\n${lines.join('\n')}`);
}

/**
 * Validates the variables `EnvClass` declares; throws one ConfigValidationError naming every bad
 * variable. Core's variables and a context's or an extension's (ConfigModule.forFeature) go through
 * here, so all fail boot with the same fatal line.
 */
export function validateEnvironment<T extends object>(EnvClass: new () => T, env: NodeJS.ProcessEnv): T {
  const { vars, lines } = check(EnvClass, definedVariables(env));
  if (lines.length > 0) throw configError(lines);
  return vars;
}

/** Validates several environment classes at once: one ConfigValidationError names every bad variable of all of them. */
export function validateEnvironments(EnvClasses: ReadonlyArray<new () => object>, env: NodeJS.ProcessEnv): void {
  const variables = definedVariables(env);
  const lines = EnvClasses.flatMap((EnvClass) => check(EnvClass, variables).lines);
  if (lines.length > 0) throw configError(lines);
}

/**
 * Reads and validates the platform's variables, with the installation's environment classes when
 * given (installationEnvironments), so that one error names every bad variable of the process.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, environments: ReadonlyArray<new () => object> = []): AppConfig {
  const variables = definedVariables(env);
  const { vars, lines } = check(EnvironmentVariables, variables);
  const problems = [...lines, ...environments.flatMap((EnvClass) => check(EnvClass, variables).lines)];
  if (problems.length > 0) throw configError(problems);
  return {
    environment: variables,
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    port: vars.PORT,
    encryptionKey: vars.ENCRYPTION_KEY,
    outboundPrivateTargets: vars.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    authFailuresPerMinute: vars.AUTH_FAILURES_PER_MINUTE,
    trustProxy: vars.TRUST_PROXY,
    queuePrefix: vars.QUEUE_PREFIX,
    logLevel: vars.LOG_LEVEL,
    migrationsRun: vars.MIGRATIONS_RUN,
    workerPort: vars.WORKER_PORT,
    metricsPort: vars.METRICS_PORT,
    metricsHost: vars.METRICS_HOST,
    adminDashboard:
      vars.ADMIN_DASHBOARD_USER !== undefined && vars.ADMIN_DASHBOARD_PASSWORD !== undefined
        ? { user: vars.ADMIN_DASHBOARD_USER, password: vars.ADMIN_DASHBOARD_PASSWORD }
        : undefined,
    careersDemoDir: vars.CAREERS_DEMO_DIR,
    mailCatcherDir: vars.MAIL_CATCHER_DIR,
  };
}

export interface AppConfig {
  /** The variables the config was read from, for a context's or an extension's own (ConfigModule.forFeature). */
  environment: Readonly<Record<string, string>>;
  databaseUrl: string;
  redisUrl: string;
  port: number;
  encryptionKey?: string;
  /** Which private addresses an outbound request may reach (WEBHOOK_ALLOW_PRIVATE_TARGETS; TargetGuard). */
  outboundPrivateTargets: PrivateTargets;
  rateLimitPerMinute: number;
  /** Failed authentications per client and minute before its requests get 429 (docs/api/auth.md#failed-authentications). */
  authFailuresPerMinute: number;
  /** TRUST_PROXY: a request's client address is the first X-Forwarded-For hop, not the socket's (docs/operations.md#behind-a-proxy). */
  trustProxy: boolean;
  queuePrefix: string;
  logLevel: string;
  migrationsRun: boolean;
  /** Port of the worker's /health and /metrics (0: any free port). */
  workerPort: number;
  /** Port of the API's private /metrics (and probes), apart from the public PORT (0: any free port). */
  metricsPort: number;
  /** Address the API's metrics port listens on: loopback unless a scraper elsewhere needs it. */
  metricsHost: string;
  /** Basic-auth credentials of the queue dashboard; undefined keeps it off. */
  adminDashboard?: { user: string; password: string };
  /** The folder served at /careers-demo/ (CAREERS_DEMO_DIR, set by `npm start` only); undefined keeps the route off. */
  careersDemoDir?: string;
  /** The folder of the local mail catcher's mails, listed at /dev/mail (MAIL_CATCHER_DIR, set by `npm start` only); undefined keeps the route off. */
  mailCatcherDir?: string;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
