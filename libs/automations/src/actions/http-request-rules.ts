import { webhookHeaders, type OutboundRequest } from '@app/core';
import type { TriggerEvent } from './automation-action';

export const HTTP_REQUEST_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpRequestMethod = (typeof HTTP_REQUEST_METHODS)[number];

export const HTTP_HEADER_LIMITS = { count: 20, valueMax: 1000 } as const;

/** RFC 9110 `token`: the characters a header name may have. */
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Visible ASCII, Latin-1, space and tab: no CR, LF or other control characters (what undici accepts). */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
/**
 * Names the service sets itself (signature, idempotency, body framing, connection handling) or
 * that undici refuses; a configured header may not replace them.
 */
const RESERVED_HEADERS = new Set([
  'host',
  'content-length',
  'content-type',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'proxy-connection',
  'upgrade',
  'te',
  'trailer',
  'expect',
  'user-agent',
  'idempotency-key',
]);

/** Why a configured `headers` value is refused, or null when it is acceptable. */
export function headersViolation(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'must be an object of header names to string values';
  const entries = Object.entries(value);
  if (entries.length > HTTP_HEADER_LIMITS.count) return `must have at most ${HTTP_HEADER_LIMITS.count} headers`;
  const seen = new Set<string>();
  for (const [name, headerValue] of entries) {
    const lowerName = name.toLowerCase();
    if (!HEADER_NAME.test(name)) return `has an invalid name "${name}" (letters, digits and !#$%&'*+-.^_\`|~ only)`;
    if (RESERVED_HEADERS.has(lowerName) || lowerName.startsWith('webhook-')) return `may not set ${lowerName} (the service sets or forbids it)`;
    if (seen.has(lowerName)) return `names ${lowerName} twice (header names ignore letter case)`;
    seen.add(lowerName);
    if (typeof headerValue !== 'string') return `has a value for ${name} that is not a string`;
    if (headerValue.length > HTTP_HEADER_LIMITS.valueMax) return `has a value for ${name} longer than ${HTTP_HEADER_LIMITS.valueMax} characters`;
    if (!HEADER_VALUE.test(headerValue)) return `has a value for ${name} with CR, LF or another control character`;
  }
  return null;
}

/** What `http_request` is configured with (validated by HttpRequestConfig). */
export interface HttpRequestSettings {
  url: string;
  method?: HttpRequestMethod;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface RequestSigning {
  /** The automation's signing secrets: the current one first, the previous one during a rotation. */
  secrets: readonly string[];
  /** The step's stable id, the same on every attempt (see stepRequestId). */
  id: string;
  /** Unix seconds of this attempt. */
  timestamp: number;
}

/**
 * `webhook-id` and `idempotency-key` of one step of one run: the same on every retry of the step,
 * so receivers can drop a repeated request; a replay is a new run and sends a new id.
 */
export function stepRequestId(runId: string, stepIndex: number): string {
  return `${runId}.${stepIndex}`;
}

/**
 * The request: the configured body as JSON text, or without one the trigger event
 * `{ type, timestamp, data }` (as a webhook delivers it) except for GET and DELETE, which then
 * send no body. Signed like a webhook (Standard Webhooks; an absent body signs as "").
 */
export function buildHttpRequest(settings: HttpRequestSettings, event: TriggerEvent, signing: RequestSigning): OutboundRequest {
  const method = settings.method ?? 'POST';
  const body =
    settings.body !== undefined
      ? JSON.stringify(settings.body)
      : method === 'GET' || method === 'DELETE'
        ? undefined
        : JSON.stringify({ type: event.type, timestamp: event.timestamp, data: event.data });
  const headers = {
    ...settings.headers,
    ...webhookHeaders(signing.secrets, signing.id, signing.timestamp, body ?? ''),
    'idempotency-key': signing.id,
  };
  return { method, url: settings.url, headers, body };
}
