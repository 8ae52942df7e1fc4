import { applyDecorators, Inject, Injectable, type Provider } from '@nestjs/common';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { Allow, ValidateBy, ValidateIf } from 'class-validator';
import type { Repository } from 'typeorm';
import {
  activeSigningSecrets,
  APP_CONFIG,
  EnumField,
  HOST_LOOKUP,
  NotFoundError,
  OutboundSender,
  SecretCipher,
  systemLookup,
  TargetGuard,
  UrlField,
  type AppConfig,
  type HostLookup,
} from '@app/core';
import { AutomationEntity } from '../persistence/automation.entity';
import type { ActionContext, AutomationAction } from './automation-action';
import { buildHttpRequest, headersViolation, HTTP_HEADER_LIMITS, HTTP_REQUEST_METHODS, stepRequestId, type HttpRequestMethod } from './http-request-rules';

export interface HttpRequestActionOptions {
  /** Success is a 2xx within this time, connecting included (docs/api/events.md#http-request-steps: as webhooks, 15 s). */
  timeoutMs: number;
  connectionsPerOrigin: number;
}

export const HTTP_REQUEST_ACTION_OPTIONS = Symbol('HTTP_REQUEST_ACTION_OPTIONS');
export const DEFAULT_HTTP_REQUEST_ACTION_OPTIONS: HttpRequestActionOptions = { timeoutMs: 15_000, connectionsPerOrigin: 4 };
/** The OutboundSender of http_request actions (its own pools, apart from the webhook deliveries'). */
export const HTTP_REQUEST_SENDER = Symbol('HTTP_REQUEST_SENDER');

/** What AutomationsModule provides for the action; tests override the options and HOST_LOOKUP. Pools open on first use only. */
export const HTTP_REQUEST_ACTION_PROVIDERS: Provider[] = [
  { provide: HTTP_REQUEST_ACTION_OPTIONS, useValue: DEFAULT_HTTP_REQUEST_ACTION_OPTIONS },
  { provide: HOST_LOOKUP, useValue: systemLookup },
  {
    provide: HTTP_REQUEST_SENDER,
    inject: [APP_CONFIG, HTTP_REQUEST_ACTION_OPTIONS, HOST_LOOKUP],
    useFactory: (config: AppConfig, options: HttpRequestActionOptions, lookup: HostLookup) =>
      new OutboundSender(new TargetGuard(config.outboundPrivateTargets, lookup), { ...options, userAgent: 'ats-automations/1.0' }),
  },
];

function HeadersField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      required: false,
      type: Object,
      additionalProperties: { type: 'string', maxLength: HTTP_HEADER_LIMITS.valueMax },
      maxProperties: HTTP_HEADER_LIMITS.count,
      description:
        `Extra request headers (at most ${HTTP_HEADER_LIMITS.count}; values up to ${HTTP_HEADER_LIMITS.valueMax} characters, no CR/LF). Host, ` +
        'Content-Length, Content-Type, Transfer-Encoding, Connection, Keep-Alive, Upgrade, TE, Trailer, Expect, User-Agent, Idempotency-Key and webhook-* ' +
        'are set by the service and refused here',
      example: { Authorization: 'Bearer <token>' },
    }),
    ValidateIf((_object, value) => value !== undefined),
    ValidateBy({
      name: 'headers',
      validator: { validate: (value) => headersViolation(value) === null, defaultMessage: (args) => headersViolation(args?.value) ?? 'is invalid' },
    }),
  );
}

/** Any JSON value, sent as it is. */
function JsonBodyField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      required: false,
      nullable: true,
      oneOf: [{ type: 'object', additionalProperties: true }, { type: 'array', items: {} }, { type: 'string' }, { type: 'number' }, { type: 'boolean' }],
      description:
        'Any JSON value, sent as the request body. Default: the trigger event { type, timestamp, data } (as a webhook sends it), or no body for GET and DELETE',
      example: { text: 'A candidate was hired' },
    }),
    Allow(),
  );
}

@ApiSchema({
  description:
    'http_request: one request outside the installation, counted against maxExternalActionsPerMinute. Signed like a webhook (Standard Webhooks) with the ' +
    "automation's signing secret; webhook-id and idempotency-key are `<runId>.<stepIndex>`, the same on every retry of the step. A 2xx within 15 s " +
    'succeeds; redirects are not followed. Output: { status }',
})
export class HttpRequestConfig {
  @UrlField({
    description: 'An absolute http or https URL; private, loopback, link-local and metadata addresses are refused (as for webhooks)',
    example: 'https://example.com/hooks/ats',
  })
  url: string;
  @EnumField(HTTP_REQUEST_METHODS, { optional: true, enumName: 'HttpRequestMethod', description: 'Default POST', example: 'POST' }) method?: HttpRequestMethod;
  @HeadersField() headers?: Record<string, string>;
  @JsonBodyField() body?: unknown;
}

/**
 * `http_request`: one request to a receiver outside the installation, signed like a webhook with
 * the automation's signing secret (Standard Webhooks) and carrying `idempotency-key`; `webhook-id`
 * and `idempotency-key` are `<runId>.<stepIndex>`, the same on every retry of the step. A 2xx
 * succeeds; any other answer, a refused target or no answer within 15 s fails the step.
 * Redirects are not followed.
 */
@Injectable()
export class HttpRequestAction implements AutomationAction<HttpRequestConfig> {
  readonly type = 'http_request';
  readonly configType = HttpRequestConfig;
  readonly external = true;
  readonly subject = null;

  constructor(
    @InjectRepository(AutomationEntity) private readonly automations: Repository<AutomationEntity>,
    private readonly cipher: SecretCipher,
    @Inject(HTTP_REQUEST_SENDER) private readonly sender: OutboundSender,
  ) {}

  async execute(config: HttpRequestConfig, context: ActionContext): Promise<Record<string, unknown>> {
    const secrets = await this.signingSecretsOf(context.automation.id, new Date());
    const id = stepRequestId(context.run.id, context.run.stepIndex);
    const request = buildHttpRequest(config, context.event, { secrets, id, timestamp: Math.floor(Date.now() / 1000) });
    const response = await this.sender.send(request);
    if (response.status === undefined) throw new Error(`${request.method} ${request.url} failed: ${response.error ?? 'no answer'}`);
    if (response.status < 200 || response.status > 299) throw new Error(`HTTP ${response.status} from ${request.method} ${request.url}`);
    return { status: response.status };
  }

  /** The current secret, and the previous one until its expiry after a rotation. */
  private async signingSecretsOf(automationId: string, now: Date): Promise<string[]> {
    const automation = await this.automations.findOne({
      where: { id: automationId },
      select: { id: true, signingSecretEncrypted: true, previousSigningSecretEncrypted: true, previousSigningSecretExpiresAt: true },
    });
    if (automation === null) throw new NotFoundError('Automation', automationId);
    const stored = {
      current: automation.signingSecretEncrypted,
      previous: automation.previousSigningSecretEncrypted,
      previousExpiresAt: automation.previousSigningSecretExpiresAt,
    };
    return activeSigningSecrets(this.cipher, automationId, stored, now);
  }
}
