#!/usr/bin/env node
'use strict';
/**
 * Schema-driven fuzzer: reads /docs-json from a running service on loopback and sends valid and
 * invalid requests to every operation (bodies from json-schema-faker, checked with AJV; invalid ones
 * are valid ones broken one rule at a time). Reports every 5xx with its request and response and
 * exits 1 when there is one; also lists statuses the document does not name for their operation.
 *   node scripts/fuzz.js --url http://127.0.0.1:3000 --key <API key with scope *> [--per-operation 40] [--max-seconds 300] [--seed 1] \
 *     [--only '^POST /api/v1/candidates$']
 * FUZZ_URL / FUZZ_API_KEY work too. Every request counts against the key's rate limit: start the
 * service with a RATE_LIMIT_PER_MINUTE above what the run sends. URLs in webhook and automation
 * bodies always point at a closed port on 127.0.0.1, so nothing leaves the machine: start the service with
 * WEBHOOK_ALLOW_PRIVATE_TARGETS=loopback (npm start sets it), else it refuses them (422).
 */
const net = require('node:net');
const undici = require('undici');
const Ajv = require('ajv').default;
const addFormats = require('ajv-formats').default;
const { option } = require('./lib/cli');

const baseUrl = new URL(option('url', process.env.FUZZ_URL ?? 'http://127.0.0.1:3000'));
const key = option('key', process.env.FUZZ_API_KEY);
const perOperation = Number(option('per-operation', '40'));
const maxSeconds = Number(option('max-seconds', '300'));
const seed = Number(option('seed', '1'));
const only = new RegExp(option('only', '.'));
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const API_PREFIX = '/api/v1';
const REQUEST_TIMEOUT_MS = 15_000;
// No keep-alive: generating a large body blocks this process for seconds, past the server's keep-alive
// timeout, and a socket the server closed meanwhile would fail the next request without an answer.
const dispatcher = new undici.Agent({ pipelining: 0 });

/** A port on 127.0.0.1 that nothing listens on (bound, then released). */
function closedPort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A deterministic PRNG (mulberry32) so a run can be repeated with the same --seed. */
function prng(state) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** OpenAPI 3.0 → JSON Schema for AJV and json-schema-faker: `nullable` as a null branch. */
function toJsonSchema(node) {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (typeof node !== 'object' || node === null) return node;
  const { nullable, ...schema } = node;
  const converted = {};
  for (const [name, value] of Object.entries(schema)) {
    if (name === 'example') continue;
    if (name === 'properties') converted.properties = Object.fromEntries(Object.entries(value).map(([property, child]) => [property, toJsonSchema(child)]));
    else if (name === 'enum' || name === 'required') converted[name] = value;
    else converted[name] = toJsonSchema(value);
  }
  return nullable === true ? { anyOf: [converted, { type: 'null' }] } : converted;
}

class Fuzzer {
  constructor(document, generate) {
    this.document = document;
    this.generate = generate;
    this.components = toJsonSchema(document.components?.schemas ?? {});
    // Not strict: OpenAPI annotations (example, discriminator) and the embedded components are no JSON Schema keywords.
    this.ajv = new Ajv({ strict: false, multipleOfPrecision: 9 });
    addFormats(this.ajv);
    this.random = prng(seed);
    this.ids = {};
    this.bodyValidators = new Map();
    this.failures = [];
    this.transportErrors = [];
    this.undocumented = new Map();
    this.statuses = new Map();
    this.sent = 0;
    this.generatorMisses = 0;
  }

  async send(method, path, { query, body } = {}) {
    const url = new URL(path, baseUrl);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.append(name, String(value));
    const headers = { authorization: `Bearer ${key}` };
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    this.sent++;
    const response = await undici.fetch(url, { method, headers, body: payload, dispatcher, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const text = await response.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, text, json };
  }

  /** The resources that path parameters name: one of each, made through the API. */
  async seedResources(loopbackUrl) {
    const must = async (path, body) => {
      const response = await this.send('POST', `${API_PREFIX}${path}`, { body });
      if (response.status >= 300) throw new Error(`Cannot create ${path}: ${response.status} ${response.text}`);
      return response.json.data;
    };
    const tag = `${Date.now().toString(36)}${Math.floor(this.random() * 1e6)}`;
    const user = await must('/users', { name: 'Fuzz User', email: `fuzz.${tag}@example.com`, role: 'recruiter' });
    const candidate = await must('/candidates', { firstName: 'Fuzz', lastName: 'Candidate', email: `fuzz.${tag}@example.org` });
    const job = await must('/jobs', { title: 'Fuzz Job' });
    const stage = await must(`/jobs/${job.id}/stages`, { name: 'Fuzz Stage', order: 99 });
    const application = await must('/applications', { jobId: job.id, candidateId: candidate.id, source: 'fuzz' });
    const interview = await must('/interviews', {
      applicationId: application.id,
      interviewerId: user.id,
      title: 'Fuzz',
      type: 'technical',
      mode: 'video',
      scheduledAt: '2030-01-01T10:00:00Z',
      durationMins: 60,
    });
    const offer = await must('/offers', { applicationId: application.id, title: 'Fuzz Offer', salaryAmount: 1000, currency: 'EUR', salaryPeriod: 'month' });
    const task = await must('/tasks', { title: 'Fuzz task', candidateId: candidate.id });
    const pool = await must('/talent-pools', { name: `Fuzz pool ${tag}` });
    const entry = await must(`/talent-pools/${pool.id}/entries`, { candidateId: candidate.id });
    const tagRow = await must(`/candidates/${candidate.id}/tags`, { label: 'fuzz' });
    const apiKey = await must('/api-keys', { name: 'Fuzz key', scopes: ['candidates:read'], environment: 'test' });
    const webhook = await must('/webhooks', { url: loopbackUrl, events: ['candidate.created'] });
    const automation = await must('/automations', {
      name: 'Fuzz automation',
      trigger: { event: 'candidate.created' },
      actions: [{ type: 'add_tag', config: { label: 'fuzzed' } }],
    });
    // A test delivery gives deliveryId something real; runs need a published automation, so runId stays random.
    const delivery = await this.send('POST', `${API_PREFIX}/webhooks/${webhook.id}/test`);
    this.ids = {
      users: user.id,
      candidates: candidate.id,
      jobs: job.id,
      applications: application.id,
      interviews: interview.id,
      offers: offer.id,
      tasks: task.id,
      'talent-pools': pool.id,
      'pool-entries': entry.id,
      'api-keys': apiKey.id,
      webhooks: webhook.id,
      automations: automation.id,
      stageId: stage.id,
      tagId: tagRow.id ?? tagRow.label,
      deliveryId: delivery.json?.data?.id,
    };
  }

  /** A real id for a path parameter when one is known: `{id}` is the resource before it. */
  realId(path, name) {
    if (name !== 'id') return this.ids[name];
    const segments = path.split('/');
    return this.ids[segments[segments.indexOf('{id}') - 1]];
  }

  pathFor(path, parameters, mode) {
    return path.replace(/\{([^}]+)\}/g, (_match, name) => {
      const real = this.realId(path, name);
      const pick = this.random();
      if (mode === 'invalid' && pick < 0.3)
        return encodeURIComponent(['abc', '0', '%', '../x', 'null', 'x'.repeat(300), '0190a0b4-8a3e-9c2d-9f00-1234567890ab'][Math.floor(this.random() * 7)]);
      if (real !== undefined && pick < 0.85) return encodeURIComponent(real);
      const schema = parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema ?? { type: 'string', format: 'uuid' };
      return encodeURIComponent(String(this.generate({ ...toJsonSchema(schema), components: { schemas: this.components } }, this.random)));
    });
  }

  queryFor(parameters, mode) {
    const query = {};
    for (const parameter of parameters.filter((candidate) => candidate.in === 'query')) {
      if (!parameter.required && this.random() < 0.5) continue;
      const value = this.generate({ ...toJsonSchema(parameter.schema ?? { type: 'string' }), components: { schemas: this.components } }, this.random);
      query[parameter.name] = Array.isArray(value) ? value.join(',') : value;
    }
    if (mode === 'invalid') {
      const names = Object.keys(query);
      const pick = this.random();
      if (pick < 0.4 && names.length > 0)
        query[names[Math.floor(this.random() * names.length)]] = ['-1', 'abc', '', '1e400', 'null', '%00', 'x'.repeat(5000)][Math.floor(this.random() * 7)];
      else if (pick < 0.6) query.unknownParameter = 'x';
    }
    return query;
  }

  /** A generated body that AJV confirms against its schema; undefined after a few misses. */
  validBody(schema) {
    const jsonSchema = { ...toJsonSchema(schema), components: { schemas: this.components } };
    const cacheKey = JSON.stringify(schema);
    if (!this.bodyValidators.has(cacheKey)) this.bodyValidators.set(cacheKey, this.ajv.compile(jsonSchema));
    const validate = this.bodyValidators.get(cacheKey);
    for (let attempt = 0; attempt < 5; attempt++) {
      const body = this.generate(jsonSchema, this.random);
      if (validate(body)) return body;
    }
    this.generatorMisses++;
    return undefined;
  }

  /** One valid body broken one way: a wrong type, a missing or unknown key, an absurd value, a non-object. */
  invalidBody(valid) {
    const breakers = [
      () => ['not an object', [valid], 42, null, true][Math.floor(this.random() * 5)],
      () => ({ ...valid, unknownKey: 'x' }),
      () => ({}),
      () => this.mutateOneValue(valid),
      () => this.mutateOneValue(valid),
      () => this.mutateOneValue(valid),
      () => this.nested(70),
    ];
    return breakers[Math.floor(this.random() * breakers.length)]();
  }

  mutateOneValue(value) {
    if (typeof value !== 'object' || value === null) return this.oddValue();
    const copy = Array.isArray(value) ? [...value] : { ...value };
    const keys = Object.keys(copy);
    if (keys.length === 0) return Array.isArray(copy) ? [this.oddValue()] : { key: this.oddValue() };
    const keyToBreak = keys[Math.floor(this.random() * keys.length)];
    copy[keyToBreak] = this.random() < 0.4 ? this.mutateOneValue(copy[keyToBreak]) : this.oddValue();
    return copy;
  }

  oddValue() {
    const values = [
      null,
      '',
      ' ',
      'x'.repeat(70_000),
      -1,
      0,
      1.5,
      1e308,
      -(2 ** 53 + 2),
      '9007199254740993',
      true,
      [],
      {},
      [null],
      { nested: { deeper: [] } },
      '2026-02-30T10:00:00Z',
      '0190a0b4-8a3e-7c2d-9f00-1234567890ab',
      'NaN',
      '\u0000',
      '<script>',
      "'; DROP TABLE candidates; --",
      '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
      '\ud800x',
    ];
    return values[Math.floor(this.random() * values.length)];
  }

  nested(depth) {
    let value = {};
    for (let level = 0; level < depth; level++) value = { a: value };
    return value;
  }

  /** Webhook and automation bodies: every URL goes to a closed port on 127.0.0.1, whatever the faker wrote. */
  confineUrls(value, loopbackUrl) {
    if (typeof value === 'string') return /^[a-z][a-z0-9+.-]*:/i.test(value) ? loopbackUrl : value;
    if (Array.isArray(value)) return value.map((item) => this.confineUrls(item, loopbackUrl));
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, name.toLowerCase().includes('url') ? loopbackUrl : this.confineUrls(item, loopbackUrl)]),
    );
  }

  /**
   * Sends the request; a connection that drops without an answer (e.g. a keep-alive socket the
   * server closed as it was reused) is retried once on a new one, then counts as status 599.
   */
  async sendOnce(request) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.send(request.method, request.path, request);
      } catch (error) {
        const cause = `${error.message} ${error.cause?.code ?? error.cause?.message ?? ''}`.trim();
        const bytes = request.body === undefined ? 0 : Buffer.byteLength(JSON.stringify(request.body));
        this.transportErrors.push(`${request.method} ${request.path} (${bytes} bytes): ${cause}`);
        if (attempt === 2) return { status: 599, text: `no response: ${cause}` };
      }
    }
  }

  /** The request as the report shows it: long strings shortened, so one line stays readable. */
  static summarize(value) {
    return JSON.stringify(value, (_key, item) => (typeof item === 'string' && item.length > 120 ? `${item.slice(0, 40)}…(${item.length} characters)` : item));
  }

  record(operation, request, response) {
    const statusKey = `${request.method} ${operation.path} ${response.status}`;
    this.statuses.set(statusKey, (this.statuses.get(statusKey) ?? 0) + 1);
    // JSON.stringify escapes only lone surrogates: such a request is not well-formed Unicode.
    const note = /\\ud[89a-f][0-9a-f]{2}/i.test(JSON.stringify(request)) ? 'carries a lone UTF-16 surrogate' : undefined;
    if (response.status >= 500)
      this.failures.push({
        operation: `${request.method} ${operation.path}`,
        note,
        request: Fuzzer.summarize(request),
        bodyBytes: request.body === undefined ? 0 : Buffer.byteLength(JSON.stringify(request.body)),
        response: { status: response.status, body: response.text.slice(0, 1000) },
      });
    else if (operation.responses[String(response.status)] === undefined) this.undocumented.set(statusKey, request);
  }

  async run(loopbackUrl, deadline) {
    const operations = Object.entries(this.document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'patch', 'put', 'delete'].includes(method))
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          parameters: operation.parameters ?? [],
          requestBody: operation.requestBody,
          responses: operation.responses ?? {},
        })),
    );
    // Deletes last, so the ids the other operations use still exist while they run.
    operations.sort((a, b) => (a.method === 'DELETE') - (b.method === 'DELETE'));
    for (const operation of operations.filter(({ method, path }) => only.test(`${method} ${path}`))) {
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const confine = operation.path.startsWith(`${API_PREFIX}/webhooks`) || operation.path.startsWith(`${API_PREFIX}/automations`);
      for (let index = 0; index < perOperation; index++) {
        if (Date.now() > deadline) return false;
        const mode = index % 2 === 0 ? 'valid' : 'invalid';
        const request = {
          method: operation.method,
          path: this.pathFor(operation.path, operation.parameters, mode),
          query: this.queryFor(operation.parameters, mode),
        };
        if (bodySchema !== undefined) {
          const valid = this.validBody(bodySchema) ?? {};
          request.body = mode === 'valid' ? valid : this.invalidBody(valid);
          if (confine) request.body = this.confineUrls(request.body, loopbackUrl);
        }
        this.record(operation, request, await this.sendOnce(request));
      }
    }
    return true;
  }
}

async function main() {
  if (!LOOPBACK.has(baseUrl.hostname)) throw new Error(`Refusing ${baseUrl.origin}: the fuzzer only talks to 127.0.0.1, localhost or [::1]`);
  if (key === undefined || key === '') throw new Error('Give an API key with scope * (--key or FUZZ_API_KEY)');
  const { generateSync } = await import('json-schema-faker');
  const documentResponse = await undici.fetch(new URL('/docs-json', baseUrl), { dispatcher });
  if (documentResponse.status !== 200) throw new Error(`GET /docs-json answered ${documentResponse.status}`);
  const fuzzer = new Fuzzer(await documentResponse.json(), (schema, random) =>
    generateSync(schema, { seed: Math.floor(random() * 2 ** 31), optionalsProbability: 0.7, maxDefaultItems: 3 }),
  );
  const loopbackUrl = `http://127.0.0.1:${await closedPort()}/fuzz`;
  await fuzzer.seedResources(loopbackUrl);
  const started = Date.now();
  const finished = await fuzzer.run(loopbackUrl, started + maxSeconds * 1000);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `${fuzzer.sent} requests in ${seconds} s${finished ? '' : ` (stopped at the ${maxSeconds} s cap)`}; ` +
      `${fuzzer.generatorMisses} bodies the faker could not make valid`,
  );
  const byStatus = {};
  for (const [statusKey, count] of fuzzer.statuses) byStatus[statusKey.split(' ').pop()] = (byStatus[statusKey.split(' ').pop()] ?? 0) + count;
  console.log(`statuses: ${JSON.stringify(byStatus)}`);
  for (const [statusKey, request] of fuzzer.undocumented) console.log(`undocumented status: ${statusKey} e.g. ${Fuzzer.summarize(request).slice(0, 600)}`);
  if (fuzzer.transportErrors.length > 0)
    console.log(
      `connections dropped without an answer (retried once): ${fuzzer.transportErrors.length}, e.g. ${fuzzer.transportErrors.slice(0, 3).join('; ')}`,
    );
  for (const failure of fuzzer.failures) console.log(`5xx: ${JSON.stringify(failure)}`);
  console.log(fuzzer.failures.length === 0 ? 'no 5xx' : `${fuzzer.failures.length} responses with 5xx`);
  process.exitCode = fuzzer.failures.length === 0 ? 0 : 1;
}

main()
  .catch((error) => {
    console.error(error.message);
    process.exitCode = 2;
  })
  .finally(() => dispatcher.close());
