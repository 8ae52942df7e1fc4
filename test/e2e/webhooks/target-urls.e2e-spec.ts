import { createTestApp, type TestApp } from '../../helpers/test-app';
import { expectSuccess, expectValidationError } from '../../helpers/assertions';
import { automationBody } from '../../kits/automations-kit';
import { createWebhook } from '../../kits/webhooks-kit';

/**
 * A webhook or http_request url whose host is a private or loopback address is refused when it is
 * created or changed (422 naming WEBHOOK_ALLOW_PRIVATE_TARGETS), not accepted and failing on every
 * delivery. Host names other than localhost are judged at delivery (ssrf.e2e-spec.ts). No worker
 * runs here: nothing is delivered.
 */
describe('webhook and http_request target urls', () => {
  let strict: TestApp;
  let loopback: TestApp;
  let open: TestApp;
  beforeAll(async () => {
    [strict, loopback, open] = await Promise.all([
      createTestApp(),
      createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'loopback' }),
      createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([strict?.close(), loopback?.close(), open?.close()]);
  });

  const LOOPBACK_URLS = [
    'http://127.0.0.1:4555/',
    'http://127.1:4555/',
    'http://0x7f000001:4555/',
    'http://2130706433:4555/',
    'http://0177.0.0.1:4555/',
    'http://[::1]:4555/',
    'http://[::ffff:127.0.0.1]:4555/',
    'http://localhost:4555/',
  ];
  const PRIVATE_URLS = [
    'http://10.0.0.1/',
    'https://192.168.1.1:8443/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/',
    'http://[::ffff:10.0.0.1]/',
    'http://[::127.0.0.1]/',
    'http://0.0.0.0:4555/',
  ];

  const expectRefusedUrl = (response: Parameters<typeof expectValidationError>[0], path: string) => {
    const [issue] = expectValidationError(response, [{ location: 'body', path }]);
    expect(issue.message).toContain('WEBHOOK_ALLOW_PRIVATE_TARGETS');
    return issue.message;
  };

  it.each([...LOOPBACK_URLS, ...PRIVATE_URLS])('POST /webhooks refuses %s by default', async (url) => {
    const message = expectRefusedUrl(await strict.api.post('/webhooks', { url, events: ['*'] }), 'url');
    expect(message).toMatch(/its host \S+ is (a|an|the) /);
  });

  it('names the address as the URL parser reads it', async () => {
    expect(expectRefusedUrl(await strict.api.post('/webhooks', { url: 'http://0x7f000001/', events: ['*'] }), 'url')).toContain(
      'its host 127.0.0.1 is a loopback address',
    );
  });

  it('PATCH /webhooks/{id} refuses them too, and leaves the webhook as it was', async () => {
    const webhook = await createWebhook(strict.api, { url: 'https://hooks.example.com/ats' });
    for (const url of ['http://[::1]/', 'http://127.1/', 'http://localhost/']) {
      expectRefusedUrl(await strict.api.patch(`/webhooks/${webhook.id}`, { url }), 'url');
    }
    expect(expectSuccess(await strict.api.get(`/webhooks/${webhook.id}`)).url).toBe('https://hooks.example.com/ats');
  });

  it('still takes a host name at create time (judged on the address it resolves to, at delivery)', async () => {
    for (const url of ['https://hooks.example.com/ats', 'http://my-localhost.example.org/', 'http://localhost.example.com/']) {
      expect((await createWebhook(strict.api, { url })).url).toBe(url);
    }
  });

  it.each(LOOPBACK_URLS)('WEBHOOK_ALLOW_PRIVATE_TARGETS=loopback takes %s', async (url) => {
    expect((await createWebhook(loopback.api, { url })).url).toBe(url);
  });

  it.each(PRIVATE_URLS)('WEBHOOK_ALLOW_PRIVATE_TARGETS=loopback still refuses %s', async (url) => {
    expectRefusedUrl(await loopback.api.post('/webhooks', { url, events: ['*'] }), 'url');
  });

  it.each([...LOOPBACK_URLS, ...PRIVATE_URLS])('WEBHOOK_ALLOW_PRIVATE_TARGETS=true takes %s', async (url) => {
    expect((await createWebhook(open.api, { url })).url).toBe(url);
  });

  describe('automations: http_request url', () => {
    const withRequest = (url: string) => automationBody({ trigger: { event: 'job.created' }, actions: [{ type: 'http_request', config: { url } }] });

    it.each(['http://127.0.0.1:4555/', 'http://[::1]/', 'http://2130706433/', 'http://localhost/', 'http://169.254.169.254/'])(
      'POST /automations refuses %s by default',
      async (url) => {
        expectRefusedUrl(await strict.api.post('/automations', withRequest(url)), 'actions.0.config.url');
      },
    );

    it('PATCH /automations/{id} refuses it too; a host name is taken; the settings let loopback through', async () => {
      const automation = expectSuccess(await strict.api.post('/automations', withRequest('https://hooks.example.com/ats')), 201);
      const actions = [
        { type: 'http_request', config: { url: 'https://hooks.example.com/ats' } },
        { type: 'http_request', config: { url: 'http://127.1/' } },
      ];
      expectRefusedUrl(await strict.api.patch(`/automations/${automation.id}`, { actions }), 'actions.1.config.url');
      expectSuccess(await loopback.api.post('/automations', withRequest('http://127.0.0.1:4555/')), 201);
      expectRefusedUrl(await loopback.api.post('/automations', withRequest('http://10.0.0.1/')), 'actions.0.config.url');
      expectSuccess(await open.api.post('/automations', withRequest('http://10.0.0.1/')), 201);
    });
  });
});
