#!/usr/bin/env node
'use strict';
/**
 * `npm run webhooks:listen`: receive the service's webhooks on this machine and print them as they
 * arrive (what `stripe listen` does for Stripe).
 *
 *   npm run webhooks:listen -- [--forward http://localhost:4555/hooks] [--events candidate.created,job.created] [--port 0]
 *
 * Starts a receiver on 127.0.0.1 (`--port`, default any free one), registers a webhook endpoint
 * pointing at it (every event, or `--events`), verifies each delivery's Standard Webhooks signature
 * with the secret the creation returned, prints it (event type, webhook-id, a short summary of its
 * data) and, with `--forward`, POSTs the same body and headers to that URL and answers the service
 * with its status (so a failing app sees the service's retries). Ctrl-C deletes the endpoint.
 *
 * The service: `--api` or ATS_URL (default http://localhost:$PORT, PORT default 3000). The API key
 * (scope webhooks:write): `--key`, ATS_API_KEY, or the key `npm start` wrote to .data/bootstrap-api-key.
 * The service must allow loopback targets: `npm start` does (WEBHOOK_ALLOW_PRIVATE_TARGETS=loopback).
 */
const fs = require('node:fs');
const http = require('node:http');
const { Webhook } = require('standardwebhooks');
const { option } = require('./lib/cli');
const { KEY_FILE, env } = require('./lib/dev-data');

const USAGE = 'usage: npm run webhooks:listen -- [--forward URL] [--events a,b] [--port N] [--api URL] [--key KEY]';
const FLAGS = ['--forward', '--events', '--port', '--api', '--key'];
/** As the service waits for a receiver (docs/operations.md): a forward gets as long. */
const FORWARD_TIMEOUT_MS = 15_000;
/** The headers a forward carries over: the signature's and the body's type. */
const FORWARDED_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature', 'content-type'];

const log = (line) => console.log(`[listen] ${line}`);

function settings() {
  const args = process.argv.slice(2);
  for (let index = 0; index < args.length; index += 2) {
    if (!FLAGS.includes(args[index]) || args[index + 1] === undefined) throw new Error(`unexpected argument ${args[index]} (${USAGE})`);
  }
  const api = (option('api') ?? env('ATS_URL') ?? `http://localhost:${env('PORT') ?? 3000}`).replace(/\/+$/, '');
  const key = option('key') ?? env('ATS_API_KEY') ?? (fs.existsSync(KEY_FILE) ? fs.readFileSync(KEY_FILE, 'utf8').trim() : undefined);
  if (!key) throw new Error(`no API key: pass --key, set ATS_API_KEY, or run npm start (it writes ${KEY_FILE})`);
  const port = Number(option('port', '0'));
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number (0: any free one), not ${option('port')}`);
  const forward = option('forward');
  if (forward !== undefined && !/^https?:\/\/./i.test(forward)) throw new Error(`--forward must be an http or https URL, not ${forward}`);
  const events = (option('events') ?? '*').split(',').map((name) => name.trim());
  return { api, key, port, forward, events };
}

/** One call to the API; an answer other than `expected` throws with the service's error message. */
async function call({ api, key }, method, path, body, expected) {
  const response = await fetch(`${api}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (response.status === expected) return text ? JSON.parse(text) : undefined;
  let error;
  try {
    error = JSON.parse(text).error;
  } catch {
    error = { message: text.slice(0, 200) };
  }
  const details = Array.isArray(error?.details) ? error.details.map((issue) => `\n  ${issue.message}`).join('') : '';
  throw new Error(`${method} ${path} answered ${response.status}: ${error?.message ?? ''}${details}`);
}

/** `{ id, a few short fields }` of a delivery's data, on one line. */
function summary(data) {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data) ?? '';
  const scalars = Object.entries(data).filter(([, value]) => value !== null && ['string', 'number', 'boolean'].includes(typeof value));
  const shown = scalars
    .filter(([name]) => name !== 'createdAt' && name !== 'updatedAt')
    .slice(0, 5)
    .map(([name, value]) => `${name}=${typeof value === 'string' && value.length > 40 ? `${value.slice(0, 39)}…` : value}`);
  return shown.join(' ');
}

/** POSTs the delivery on to `url` as it came; its status, or why there was none. */
async function forwardTo(url, headers, body) {
  const started = Date.now();
  try {
    const forwarded = Object.fromEntries(FORWARDED_HEADERS.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]]));
    const response = await fetch(url, { method: 'POST', headers: forwarded, body, redirect: 'manual', signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS) });
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status, line: `→ ${url} ${response.status} (${Date.now() - started} ms)` };
  } catch (error) {
    const reason = error.name === 'TimeoutError' ? `no answer within ${FORWARD_TIMEOUT_MS / 1000} s` : (error.cause?.message ?? error.message);
    return { status: 502, line: `→ ${url} failed: ${reason}` };
  }
}

async function main() {
  const config = settings();
  const state = { verifier: undefined, webhookId: undefined };
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const time = new Date().toTimeString().slice(0, 8);
      let event;
      try {
        event = state.verifier.verify(body, req.headers);
      } catch (error) {
        log(`${time}  signature check failed (${error.message}): answered 400  webhook-id=${req.headers['webhook-id'] ?? '-'}`);
        res.writeHead(400, { 'content-type': 'text/plain' }).end('signature check failed');
        return;
      }
      log(`${time}  ${event.type}  webhook-id=${req.headers['webhook-id']}  signature ok  ${summary(event.data)}`);
      if (config.forward === undefined) {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
        return;
      }
      const { status, line } = await forwardTo(config.forward, req.headers, body);
      log(`          ${line}`);
      res.writeHead(status, { 'content-type': 'text/plain' }).end(String(status));
    });
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(config.port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/`;

  let created;
  try {
    created = await call(config, 'POST', '/webhooks', { url, events: config.events, description: `npm run webhooks:listen (pid ${process.pid})` }, 201);
  } catch (error) {
    server.close();
    if (error.message.includes('WEBHOOK_ALLOW_PRIVATE_TARGETS')) {
      throw new Error(`${error.message}\nThe service refuses webhooks to this machine: run it with npm start, or set WEBHOOK_ALLOW_PRIVATE_TARGETS=loopback`, {
        cause: error,
      });
    }
    throw error;
  }
  state.verifier = new Webhook(created.data.secret);
  state.webhookId = created.data.id;

  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    let code = 0;
    try {
      await call(config, 'DELETE', `/webhooks/${state.webhookId}`, undefined, 200);
      log(`${signal}: deleted webhook ${state.webhookId}`);
    } catch (error) {
      console.error(
        `[listen] ${signal}: could not delete webhook ${state.webhookId} (${error.message}); delete it with DELETE /api/v1/webhooks/${state.webhookId}`,
      );
      code = 1;
    }
    server.closeAllConnections();
    server.close(() => process.exit(code));
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(signal));

  log(`Receiving at ${url} as webhook ${state.webhookId} (events: ${config.events.join(', ')}) from ${config.api}`);
  log(`Signing secret ${created.data.secret}${config.forward === undefined ? '' : `; forwarding to ${config.forward}`}`);
  log(`Try: curl -X POST -H "Authorization: Bearer <key>" ${config.api}/api/v1/webhooks/${state.webhookId}/test`);
  log('Ready. Ctrl-C deletes the webhook and stops.');
}

main().catch((error) => {
  console.error(`[listen] ${error.message}`);
  process.exit(1);
});
