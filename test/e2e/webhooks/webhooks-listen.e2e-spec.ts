import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { Webhook } from 'standardwebhooks';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { uniqueEmail, waitFor } from '../../helpers/common';
import { bootWorker, Receiver } from '../../kits/webhooks-kit';

jest.setTimeout(60_000);

const SCRIPT = join(__dirname, '../../../scripts/webhooks-listen.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the launcher's CommonJS helpers, as npm start loads them
const devData = require('../../../scripts/lib/dev-data.js') as { webhookTargets(): { value: string; description: string } };

/** `npm run webhooks:listen` as a child process, its output collected line by line. */
class Listener {
  readonly lines: string[] = [];
  readonly exited: Promise<number | null>;
  private constructor(readonly child: ChildProcess) {
    let partial = '';
    const collect = (chunk: Buffer) => {
      const parts = (partial + chunk.toString('utf8')).split('\n');
      partial = parts.pop() ?? '';
      this.lines.push(...parts);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  static start(args: string[]): Listener {
    const env = { ...process.env };
    for (const name of ['ATS_URL', 'ATS_API_KEY', 'PORT']) delete env[name];
    return new Listener(spawn(process.execPath, [SCRIPT, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] }));
  }

  line(what: string, pattern: RegExp): Promise<string> {
    return waitFor(what, () => this.lines.find((line) => pattern.test(line)));
  }
}

describe('npm run webhooks:listen', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let forwardedTo: Receiver;
  let api: string;
  beforeAll(async () => {
    forwardedTo = await Receiver.start();
    // As npm start runs the API and the worker.
    t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'loopback' });
    await t.app.listen(0, '127.0.0.1');
    api = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    worker = await bootWorker({ config: t.config });
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await forwardedTo?.close();
  });

  it('registers an endpoint, prints and verifies a real delivery, forwards it, and deletes the endpoint on SIGINT', async () => {
    const listener = Listener.start(['--api', api, '--key', t.bootstrapKey, '--forward', forwardedTo.url('/local-app'), '--events', 'candidate.created']);
    try {
      const ready = await listener.line('the listener to register its webhook', /as webhook ([0-9a-f-]{36})/);
      const webhookId = /as webhook ([0-9a-f-]{36})/.exec(ready)![1];
      const secret = /Signing secret (whsec_[A-Za-z0-9+/=]+)/.exec(await listener.line('the secret', /Signing secret/))![1];
      const webhook = (await t.api.get(`/webhooks/${webhookId}`)).body.data;
      expect(webhook).toMatchObject({ events: ['candidate.created'], enabled: true });
      expect(webhook.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);

      const candidate = await t.factory.candidate({ firstName: 'Listened', email: uniqueEmail('listen') });
      const printed = await listener.line('the delivery printed', /candidate\.created .*signature ok/);
      expect(printed).toContain(`id=${candidate.id}`);
      expect(printed).toContain('firstName=Listened');
      expect(await listener.line('the forward printed', /→ http:\/\/127\.0\.0\.1:\d+\/local-app 200/)).toBeTruthy();

      // The local app got the body and the signature headers as the service sent them.
      const [forwarded] = forwardedTo.at('/local-app');
      expect(new Webhook(secret).verify(forwarded.body, forwarded.headers)).toMatchObject({ type: 'candidate.created', data: { id: candidate.id } });
      expect(printed).toContain(`webhook-id=${forwarded.headers['webhook-id']}`);
      const delivery = await waitFor('the delivery recorded', async () => {
        const [row] = (await t.api.get(`/webhooks/${webhookId}/deliveries`)).body.data;
        return row?.status === 'delivered' && row;
      });
      expect(delivery).toMatchObject({ event: 'candidate.created', attempts: 1, responseStatus: 200 });

      listener.child.kill('SIGINT');
      expect(await listener.exited).toBe(0);
      expect(listener.lines.join('\n')).toContain(`SIGINT: deleted webhook ${webhookId}`);
      expect((await t.api.get(`/webhooks/${webhookId}`)).status).toBe(404);
    } finally {
      listener.child.kill('SIGKILL');
    }
  });

  it('answers the service with the forward target status, so a failing local app sees retries', async () => {
    forwardedTo.answer('/failing-app', { status: 500 });
    const listener = Listener.start(['--api', api, '--key', t.bootstrapKey, '--forward', forwardedTo.url('/failing-app')]);
    try {
      const webhookId = /as webhook ([0-9a-f-]{36})/.exec(await listener.line('the webhook', /as webhook/))![1];
      expect((await t.api.post(`/webhooks/${webhookId}/test`)).status).toBe(202);
      expect(await listener.line('the test delivery', /webhook\.test .*signature ok/)).toBeTruthy();
      expect(await listener.line('the failed forward', /→ \S+\/failing-app 500/)).toBeTruthy();
      const delivery = await waitFor('the attempt recorded', async () => {
        const [row] = (await t.api.get(`/webhooks/${webhookId}/deliveries`)).body.data;
        return row?.attempts === 1 && row;
      });
      expect(delivery).toMatchObject({ event: 'webhook.test', status: 'retrying', responseStatus: 500 });
      listener.child.kill('SIGTERM');
      expect(await listener.exited).toBe(0);
      expect((await t.api.get(`/webhooks/${webhookId}`)).status).toBe(404);
    } finally {
      listener.child.kill('SIGKILL');
    }
  });

  it('says what to do when the service refuses loopback targets', async () => {
    const strict = await createTestApp();
    try {
      await strict.app.listen(0, '127.0.0.1');
      const listener = Listener.start([
        '--api',
        `http://127.0.0.1:${(strict.app.getHttpServer().address() as AddressInfo).port}`,
        '--key',
        strict.bootstrapKey,
      ]);
      expect(await listener.exited).toBe(1);
      expect(listener.lines.join('\n')).toMatch(/POST \/webhooks answered 422[\s\S]*run it with npm start, or set WEBHOOK_ALLOW_PRIVATE_TARGETS=loopback/);
    } finally {
      await strict.close();
    }
  });
});

describe('npm start (scripts/dev.js) and webhook targets', () => {
  const saved = process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
  afterEach(() => {
    if (saved === undefined) delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
    else process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = saved;
  });

  it('gives the API and the worker WEBHOOK_ALLOW_PRIVATE_TARGETS=loopback unless the variable is set', () => {
    delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
    expect(devData.webhookTargets()).toEqual({ value: 'loopback', description: expect.stringContaining('this machine') });
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = '';
    expect(devData.webhookTargets().value).toBe('loopback');
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = 'false';
    expect(devData.webhookTargets()).toEqual({ value: 'false', description: expect.stringContaining('public addresses only') });
  });
});
