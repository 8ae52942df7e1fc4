import { loadConfig } from './app-config';

describe('loadConfig', () => {
  const base = { DATABASE_URL: 'postgres://localhost/ats' };

  it('applies the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      port: 3000,
      webhookAllowPrivateTargets: false,
      webhookRetryScheduleSeconds: [5, 300, 1800, 7200, 18000, 36000, 36000],
      automationRetryBaseSeconds: 10,
      rateLimitPerMinute: 600,
      queuePrefix: 'ats',
      logLevel: 'info',
      migrationsRun: true,
      workerPort: 3001,
      metricsPort: 3002,
      metricsHost: '127.0.0.1',
    });
    expect(config.adminDashboard).toBeUndefined();
  });

  it('takes the queue dashboard credentials only as a pair', () => {
    expect(loadConfig({ ...base, ADMIN_DASHBOARD_USER: 'ops', ADMIN_DASHBOARD_PASSWORD: 'a long password' }).adminDashboard).toEqual({
      user: 'ops',
      password: 'a long password',
    });
    expect(() => loadConfig({ ...base, ADMIN_DASHBOARD_USER: 'ops' })).toThrow(/ADMIN_DASHBOARD_PASSWORD/);
    expect(() => loadConfig({ ...base, ADMIN_DASHBOARD_PASSWORD: 'a long password' })).toThrow(/ADMIN_DASHBOARD_USER/);
    expect(() => loadConfig({ ...base, ADMIN_DASHBOARD_USER: 'ops', ADMIN_DASHBOARD_PASSWORD: 'short' })).toThrow(/ADMIN_DASHBOARD_PASSWORD/);
    expect(() => loadConfig({ ...base, ADMIN_DASHBOARD_USER: 'o:ps', ADMIN_DASHBOARD_PASSWORD: 'a long password' })).toThrow(/ADMIN_DASHBOARD_USER/);
  });

  it('reads the document storage: file: by default, s3:// with its settings, credentials only as a pair', () => {
    expect(loadConfig(base).documents).toEqual({
      storageUrl: 'file:.data/documents',
      maxBytes: 20 * 1024 * 1024,
      s3: { endpoint: undefined, region: 'us-east-1', forcePathStyle: false, credentials: undefined },
    });
    const s3 = {
      ...base,
      DOCUMENT_STORAGE_URL: 's3://resumes/ats',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'id',
      AWS_SECRET_ACCESS_KEY: 'secret',
      DOCUMENT_MAX_BYTES: '1000',
    };
    expect(loadConfig(s3).documents).toEqual({
      storageUrl: 's3://resumes/ats',
      maxBytes: 1000,
      s3: { endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'id', secretAccessKey: 'secret' } },
    });
    expect(() => loadConfig({ ...base, DOCUMENT_STORAGE_URL: 'ftp://x' })).toThrow(/DOCUMENT_STORAGE_URL/);
    expect(() => loadConfig({ ...base, DOCUMENT_MAX_BYTES: '0' })).toThrow(/DOCUMENT_MAX_BYTES/);
    expect(() => loadConfig({ ...base, AWS_ACCESS_KEY_ID: 'id' })).toThrow(/AWS_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });

  it('reads WORKER_PORT, 0 meaning any free port', () => {
    expect(loadConfig({ ...base, WORKER_PORT: '0' }).workerPort).toBe(0);
    expect(() => loadConfig({ ...base, WORKER_PORT: '70000' })).toThrow(/WORKER_PORT/);
  });

  it('reads METRICS_PORT (0: any free port) and METRICS_HOST, an address or a host name', () => {
    expect(loadConfig({ ...base, METRICS_PORT: '0', METRICS_HOST: '0.0.0.0' })).toMatchObject({ metricsPort: 0, metricsHost: '0.0.0.0' });
    for (const host of ['::', '::1', 'localhost', 'metrics.internal']) expect(loadConfig({ ...base, METRICS_HOST: host }).metricsHost).toBe(host);
    expect(() => loadConfig({ ...base, METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    for (const host of ['http://0.0.0.0', '0.0.0.0:9100', 'two words']) expect(() => loadConfig({ ...base, METRICS_HOST: host })).toThrow(/METRICS_HOST/);
  });

  it('names every bad variable at once', () => {
    expect.assertions(4);
    try {
      loadConfig({ PORT: 'abc', MIGRATIONS_RUN: 'yes', ENCRYPTION_KEY: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['DATABASE_URL', 'PORT', 'MIGRATIONS_RUN', 'ENCRYPTION_KEY']) expect(message).toContain(name);
    }
  });

  it('parses typed values', () => {
    const config = loadConfig({ ...base, PORT: '8080', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCHEDULE: '1,2,3' });
    expect(config.port).toBe(8080);
    expect(config.webhookAllowPrivateTargets).toBe(true);
    expect(config.webhookRetryScheduleSeconds).toEqual([1, 2, 3]);
  });

  it('takes WEBHOOK_ALLOW_PRIVATE_TARGETS as true, false or loopback', () => {
    expect(loadConfig({ ...base, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'loopback' }).webhookAllowPrivateTargets).toBe('loopback');
    expect(loadConfig({ ...base, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' }).webhookAllowPrivateTargets).toBe(false);
    expect(() => loadConfig({ ...base, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'yes' })).toThrow(/WEBHOOK_ALLOW_PRIVATE_TARGETS: must be true, false or loopback/);
  });

  it('rejects a bootstrap key outside 32-200 characters', () => {
    expect(() => loadConfig({ ...base, BOOTSTRAP_API_KEY: 'x'.repeat(31) })).toThrow(/BOOTSTRAP_API_KEY/);
    expect(loadConfig({ ...base, BOOTSTRAP_API_KEY: 'x'.repeat(32) }).bootstrapApiKey).toHaveLength(32);
    expect(() => loadConfig({ ...base, BOOTSTRAP_API_KEY: 'x'.repeat(201) })).toThrow(/BOOTSTRAP_API_KEY/);
  });
});
