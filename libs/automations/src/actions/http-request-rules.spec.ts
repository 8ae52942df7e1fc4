import { Webhook } from 'standardwebhooks';
import { generateWebhookSecret } from '@app/core';
import type { TriggerEvent } from './automation-action';
import { buildHttpRequest, headersViolation, stepRequestId } from './http-request-rules';

const RUN_ID = '0190a0b4-8a3e-7c2d-9f00-1234567890ab';
const event: TriggerEvent = {
  id: '0190a0b4-8a3e-7c2d-9f00-0000000000e1',
  type: 'candidate.created',
  timestamp: '2026-11-21T10:00:00.000Z',
  data: { id: 'c1', firstName: 'Ada' },
};
const now = () => Math.floor(Date.now() / 1000);

describe('http_request headers', () => {
  it.each([
    ['no headers', {}],
    ['ordinary headers', { Authorization: 'Bearer abc', 'X-Request-Source': 'ats', Accept: 'application/json' }],
    ['tokens with every allowed symbol', { "x-!#$%&'*+-.^_`|~09az": 'v' }],
    ['an empty value, tabs and Latin-1', { 'X-Empty': '', 'X-Tab': 'a\tb', 'X-Latin': 'caf\u00e9' }],
    ['20 headers', Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`x-h${index}`, 'v']))],
    ['a value of 1000 characters', { 'X-Long': 'a'.repeat(1000) }],
  ])('accepts %s', (_label, headers) => {
    expect(headersViolation(headers)).toBeNull();
  });

  it.each([
    ['a non-object', 'Authorization: x', 'must be an object of header names to string values'],
    ['an array', [['a', 'b']], 'must be an object of header names to string values'],
    ['null', null, 'must be an object of header names to string values'],
    ['21 headers', Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`x-h${index}`, 'v'])), 'must have at most 20 headers'],
    ['a name with a space', { 'X Bad': 'v' }, 'has an invalid name "X Bad"'],
    ['a name with a colon', { 'X-Bad:': 'v' }, 'has an invalid name'],
    ['an empty name', { '': 'v' }, 'has an invalid name ""'],
    ['a non-ASCII name', { 'X-Caf\u00e9': 'v' }, 'has an invalid name'],
    ['Host', { Host: 'evil.test' }, 'may not set host'],
    ['Content-Length', { 'Content-Length': '1' }, 'may not set content-length'],
    ['Content-Type', { 'CONTENT-TYPE': 'text/plain' }, 'may not set content-type'],
    ['Transfer-Encoding', { 'transfer-encoding': 'chunked' }, 'may not set transfer-encoding'],
    ['Connection', { Connection: 'close' }, 'may not set connection'],
    ['Keep-Alive', { 'Keep-Alive': 'timeout=5' }, 'may not set keep-alive'],
    ['Upgrade', { Upgrade: 'websocket' }, 'may not set upgrade'],
    ['Expect', { Expect: '100-continue' }, 'may not set expect'],
    ['User-Agent', { 'User-Agent': 'me' }, 'may not set user-agent'],
    ['Idempotency-Key', { 'Idempotency-Key': 'k' }, 'may not set idempotency-key'],
    ['webhook-signature', { 'Webhook-Signature': 'v1,forged' }, 'may not set webhook-signature'],
    ['any webhook-* name', { 'webhook-anything': 'x' }, 'may not set webhook-anything'],
    ['one name twice in two cases', { 'X-A': '1', 'x-a': '2' }, 'names x-a twice'],
    ['a number value', { 'X-N': 1 }, 'has a value for X-N that is not a string'],
    ['a null value', { 'X-N': null }, 'has a value for X-N that is not a string'],
    ['a value of 1001 characters', { 'X-Long': 'a'.repeat(1001) }, 'has a value for X-Long longer than 1000 characters'],
    ['CR LF in a value (header injection)', { 'X-Inject': 'a\r\nHost: evil.test' }, 'has a value for X-Inject with CR, LF'],
    ['a lone LF', { 'X-Inject': 'a\nb' }, 'with CR, LF'],
    ['a NUL', { 'X-Nul': 'a\u0000b' }, 'with CR, LF or another control character'],
    ['a character beyond Latin-1', { 'X-Emoji': '\u{1F600}' }, 'with CR, LF or another control character'],
  ])('refuses %s', (_label, headers, message) => {
    expect(headersViolation(headers)).toContain(message);
  });
});

describe('http_request requests', () => {
  const [secret, previous] = [generateWebhookSecret(), generateWebhookSecret()];
  const signing = (secrets = [secret]) => ({ secrets, id: stepRequestId(RUN_ID, 2), timestamp: now() });

  it('gives every step of a run its own id, the same on every attempt', () => {
    expect(stepRequestId(RUN_ID, 2)).toBe(`${RUN_ID}.2`);
    expect(stepRequestId(RUN_ID, 2)).toBe(stepRequestId(RUN_ID, 2));
    expect(stepRequestId(RUN_ID, 3)).not.toBe(stepRequestId(RUN_ID, 2));
  });

  it('POSTs the trigger event by default, signed so that standardwebhooks verifies it', () => {
    const request = buildHttpRequest({ url: 'https://example.com/hook' }, event, signing());
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://example.com/hook');
    expect(JSON.parse(request.body as string)).toEqual({ type: event.type, timestamp: event.timestamp, data: event.data });
    expect(request.headers['webhook-id']).toBe(`${RUN_ID}.2`);
    expect(request.headers['idempotency-key']).toBe(`${RUN_ID}.2`);
    expect(new Webhook(secret).verify(request.body as string, request.headers)).toEqual({ type: event.type, timestamp: event.timestamp, data: event.data });
    expect(() => new Webhook(generateWebhookSecret()).verify(request.body as string, request.headers)).toThrow();
  });

  it('sends the configured body and headers, and the service headers win', () => {
    const body = { text: 'hired', items: [1, 2], nested: { ok: true } };
    const request = buildHttpRequest({ url: 'https://example.com/hook', method: 'PUT', headers: { Authorization: 'Bearer t' }, body }, event, signing());
    expect(request.method).toBe('PUT');
    expect(request.body).toBe(JSON.stringify(body));
    expect(request.headers).toEqual({
      Authorization: 'Bearer t',
      'webhook-id': `${RUN_ID}.2`,
      'webhook-timestamp': expect.any(String),
      'webhook-signature': expect.stringMatching(/^v1,/),
      'idempotency-key': `${RUN_ID}.2`,
    });
    expect(new Webhook(secret).verify(request.body as string, request.headers)).toEqual(body);
  });

  it.each([
    ['a string', 'plain'],
    ['a number', 42],
    ['false', false],
    ['null', null],
    ['an array', [{ a: 1 }]],
  ])('sends %s as its JSON text', (_label, body) => {
    const request = buildHttpRequest({ url: 'https://example.com/hook', body }, event, signing());
    expect(request.body).toBe(JSON.stringify(body));
    expect(new Webhook(secret).verify(request.body as string, request.headers)).toEqual(body);
  });

  it.each(['GET', 'DELETE'] as const)('sends no body for %s unless one is configured; the signature covers the empty body', (method) => {
    const bare = buildHttpRequest({ url: 'https://example.com/hook?x=1', method }, event, signing());
    expect(bare.body).toBeUndefined();
    expect(new Webhook(secret).verify('', bare.headers)).toBeUndefined();
    const withBody = buildHttpRequest({ url: 'https://example.com/hook', method, body: { q: 1 } }, event, signing());
    expect(withBody.body).toBe('{"q":1}');
  });

  it.each(['PATCH', 'PUT'] as const)('sends the trigger event for %s without a configured body', (method) => {
    expect(JSON.parse(buildHttpRequest({ url: 'https://example.com/hook', method }, event, signing()).body as string).type).toBe('candidate.created');
  });

  it('signs with both secrets during a rotation', () => {
    const request = buildHttpRequest({ url: 'https://example.com/hook' }, event, signing([secret, previous]));
    expect(request.headers['webhook-signature'].split(' ')).toHaveLength(2);
    for (const key of [secret, previous]) expect(new Webhook(key).verify(request.body as string, request.headers)).toBeDefined();
  });
});
