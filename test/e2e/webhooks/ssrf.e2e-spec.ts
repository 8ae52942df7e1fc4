import * as net from 'node:net';
import * as tls from 'node:tls';
import type { INestApplicationContext } from '@nestjs/common';
import type { HostLookup } from '@app/core';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bootWorker, createWebhook, deliveriesOf, Receiver } from '../../kits/webhooks-kit';
import { sleep, waitFor } from '../../helpers/common';

/** Names the test resolves itself (DNS lies outside the installation); anything else goes to the system resolver. */
const TEST_NAMES: Record<string, string[]> = {
  'loopback.ssrf.test': ['127.0.0.1'],
  'mixed.ssrf.test': ['93.184.216.34', '127.0.0.1'],
  'metadata.ssrf.test': ['169.254.169.254'],
};

/**
 * The SSRF guard (docs/api/events.md#targets-the-service-refuses) with WEBHOOK_ALLOW_PRIVATE_TARGETS=false: every target of the matrix
 * is refused on the address it resolves to, recorded on the delivery, and the worker keeps going.
 * Loopback targets point at a live receiver, so a guard that let one through would be seen there.
 * A test fence refuses any socket to a non-loopback address, so no packet ever leaves the machine.
 * The API would refuse the literal addresses at create time (target-urls.e2e-spec.ts): here it allows
 * them, as an endpoint made before the setting was turned off, and only the worker runs with false.
 */
// Waits below are bounded by their own timeouts; Jest's default of 5 s per test is too short for them.
jest.setTimeout(45_000);

describe('webhook SSRF guard', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let receiver: Receiver;
  const outbound: string[] = [];
  const lookups: string[] = [];

  beforeAll(async () => {
    const loopback = new Set(['127.0.0.1', '::1', 'localhost', '::ffff:127.0.0.1']);
    const fence = <T extends (...args: any[]) => any>(connect: T) =>
      ((...args: any[]) => {
        const options = typeof args[0] === 'object' ? args[0] : { host: args[1], port: args[0] };
        const host = String(options.host ?? 'localhost');
        if (!loopback.has(host)) {
          outbound.push(host);
          throw new Error(`test fence: no connection to ${host}`);
        }
        return connect(...args);
      }) as T;
    jest.spyOn(net, 'connect').mockImplementation(fence(jest.requireActual<typeof net>('node:net').connect));
    jest.spyOn(tls, 'connect').mockImplementation(fence(jest.requireActual<typeof tls>('node:tls').connect));

    receiver = await Receiver.start();
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCHEDULE: '60' });
    const { lookup } = jest.requireActual<typeof import('node:dns/promises')>('node:dns/promises');
    const testLookup: HostLookup = async (hostname) => {
      lookups.push(hostname);
      const answers = TEST_NAMES[hostname];
      return answers === undefined ? lookup(hostname, { all: true, verbatim: true }) : answers.map((address) => ({ address, family: net.isIP(address) }));
    };
    worker = await bootWorker({ config: { ...t.config, outboundPrivateTargets: false }, lookup: testLookup });
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await receiver?.close();
    jest.restoreAllMocks();
  });

  const port = () => receiver.portNumber;
  const matrix: Array<[string, () => string, RegExp]> = [
    ['127.0.0.1', () => `http://127.0.0.1:${port()}/a`, /127\.0\.0\.1: a loopback address/],
    ['localhost', () => `http://localhost:${port()}/b`, /localhost \((127\.0\.0\.1|::1)\): a loopback address/],
    ['[::1]', () => `http://[::1]:${port()}/c`, /::1: a loopback address/],
    ['0.0.0.0', () => `http://0.0.0.0:${port()}/d`, /0\.0\.0\.0: the unspecified address/],
    ['2130706433 (127.0.0.1 as one number)', () => `http://2130706433:${port()}/e`, /127\.0\.0\.1: a loopback address/],
    ['[::ffff:127.0.0.1] (IPv4-mapped)', () => `http://[::ffff:127.0.0.1]:${port()}/f`, /a loopback address/],
    ['0x7f.1 (hex, short)', () => `http://0x7f.1:${port()}/hex`, /127\.0\.0\.1: a loopback address/],
    ['0177.0.0.1 (octal)', () => `http://0177.0.0.1:${port()}/octal`, /127\.0\.0\.1: a loopback address/],
    ['127.1 (short)', () => `http://127.1:${port()}/short`, /127\.0\.0\.1: a loopback address/],
    [
      '[::127.0.0.1] (IPv4-compatible)',
      () => `http://[::127.0.0.1]:${port()}/compatible`,
      /::7f00:1: an IPv4-compatible address embedding 127\.0\.0\.1, a loopback address/,
    ],
    [
      '[::a9fe:a9fe] (IPv4-compatible metadata)',
      () => 'http://[::a9fe:a9fe]/latest/meta-data/',
      /::a9fe:a9fe: an IPv4-compatible address embedding 169\.254\.169\.254, a link-local address/,
    ],
    ['[::a00:1] (IPv4-compatible private)', () => 'http://[::a00:1]/', /::a00:1: an IPv4-compatible address embedding 10\.0\.0\.1, a private address/],
    ['[64:ff9b::127.0.0.1] (NAT64)', () => `http://[64:ff9b::127.0.0.1]:${port()}/nat64`, /a NAT64 address embedding 127\.0\.0\.1, a loopback address/],
    ['[2002:7f00:1::] (6to4)', () => `http://[2002:7f00:1::]:${port()}/6to4`, /a 6to4 address embedding 127\.0\.0\.1, a loopback address/],
    [
      '[2001:0:808:808::80ff:fffe] (Teredo client)',
      () => `http://[2001:0:808:808::80ff:fffe]:${port()}/teredo`,
      /a Teredo address embedding 127\.0\.0\.1, a loopback address/,
    ],
    ['10/8', () => 'http://10.0.0.1/g', /10\.0\.0\.1: a private address/],
    ['172.16/12', () => 'https://172.16.5.4/h', /172\.16\.5\.4: a private address/],
    ['192.168/16', () => 'http://192.168.1.1:8080/i', /192\.168\.1\.1: a private address/],
    ['169.254.169.254 (cloud metadata)', () => 'http://169.254.169.254/latest/meta-data/', /169\.254\.169\.254: a link-local address/],
    ['fd00:ec2::254 (AWS IPv6 metadata)', () => 'http://[fd00:ec2::254]/latest/meta-data/', /fd00:ec2::254: a unique-local address/],
    ['a hostname resolving to loopback', () => `http://loopback.ssrf.test:${port()}/j`, /loopback\.ssrf\.test \(127\.0\.0\.1\): a loopback address/],
    ['a hostname with a public and a loopback address', () => `http://mixed.ssrf.test:${port()}/k`, /mixed\.ssrf\.test \(127\.0\.0\.1\): a loopback address/],
    [
      'an https hostname resolving to the metadata address',
      () => 'https://metadata.ssrf.test/latest',
      /metadata\.ssrf\.test \(169\.254\.169\.254\): a link-local address/,
    ],
  ];

  it('refuses every target of the matrix, records each refusal on its delivery, and sends nothing', async () => {
    const hooks: Array<{ label: string; id: string; pattern: RegExp }> = [];
    for (const [label, url, pattern] of matrix)
      hooks.push({ label, id: (await createWebhook(t.api, { url: url(), events: ['candidate.created'] })).id, pattern });
    await t.factory.candidate();
    for (const { label, id, pattern } of hooks) {
      const [delivery] = await waitFor(`the attempt to ${label}`, async () => {
        const rows = await deliveriesOf(t.api, id);
        return rows.length === 1 && rows[0].attempts === 1 && rows;
      });
      expect({ label, status: delivery.status, responseStatus: delivery.responseStatus }).toEqual({ label, status: 'retrying', responseStatus: null });
      expect(delivery.lastError).toMatch(pattern);
      expect(delivery.lastError).toContain('WEBHOOK_ALLOW_PRIVATE_TARGETS');
    }
    await sleep(100);
    expect(receiver.requests).toEqual([]);
    expect(receiver.connections).toBe(0);
    expect(outbound).toEqual([]);
    // Names were resolved by the guard itself; literal addresses were never looked up.
    expect(new Set(lookups)).toEqual(new Set(['localhost', 'loopback.ssrf.test', 'mixed.ssrf.test', 'metadata.ssrf.test']));
  });

  it('keeps working after the refusals: the next delivery is attempted too', async () => {
    const hook = await createWebhook(t.api, { url: `http://127.0.0.1:${port()}/after`, events: ['job.created'] });
    const test = await t.api.post(`/webhooks/${hook.id}/test`);
    expect(test.status).toBe(202);
    const delivery = await waitFor('the test delivery attempt', async () => {
      const row = (await t.api.get(`/webhooks/${hook.id}/deliveries/${test.body.data.id}`)).body.data;
      return row.attempts === 1 && row;
    });
    expect(delivery.lastError).toMatch(/a loopback address/);
    expect(receiver.requests).toEqual([]);
  });
});
