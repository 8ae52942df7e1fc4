import { join } from 'node:path';
import { Transform } from 'class-transformer';
import { IsInt, IsString } from 'class-validator';
import { ConfigValidationError, loadConfig, toInt } from './app-config';

describe('loadConfig', () => {
  const base = { DATABASE_URL: 'postgres://localhost/ats' };

  it('applies the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      port: 3000,
      outboundPrivateTargets: false,
      rateLimitPerMinute: 600,
      authFailuresPerMinute: 60,
      trustProxy: false,
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

  it('serves the example careers page only when CAREERS_DEMO_DIR names a folder with index.html: off in the Docker image and compose', () => {
    // What docker/Dockerfile sets (NODE_ENV=production, PORT, DOCUMENT_STORAGE_URL): no page.
    expect(loadConfig({ ...base, NODE_ENV: 'production', PORT: '3000', DOCUMENT_STORAGE_URL: 'file:/data/documents' }).careersDemoDir).toBeUndefined();
    expect(loadConfig({ ...base, CAREERS_DEMO_DIR: '' }).careersDemoDir).toBeUndefined();
    const folder = join(__dirname, '../../../../examples/careers-site');
    expect(loadConfig({ ...base, CAREERS_DEMO_DIR: folder }).careersDemoDir).toBe(folder);
    expect(() => loadConfig({ ...base, CAREERS_DEMO_DIR: join(folder, 'missing') })).toThrow(
      /CAREERS_DEMO_DIR: must be a folder holding index.html \(the example careers page, examples\/careers-site\), or unset/,
    );
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

  it('names DATABASE_URL or REDIS_URL when it does not parse as a URL, without repeating it (it may hold a password)', () => {
    for (const [name, url] of [
      ['DATABASE_URL', 'postgres://ats:s3cret@db:port/ats'],
      ['DATABASE_URL', 'postgres://ats:s3cret@data base/ats'],
      ['REDIS_URL', 'redis://:s3cret@cache:port'],
    ]) {
      expect(() => loadConfig({ ...base, [name]: url })).toThrow(ConfigValidationError);
      expect(() => loadConfig({ ...base, [name]: url })).toThrow(new RegExp(`\\n  ${name}: must be a [a-z:/ ]+ URL.*does not parse as a URL`));
      expect(() => loadConfig({ ...base, [name]: url })).not.toThrow(/s3cret/);
    }
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
    const config = loadConfig({ ...base, PORT: '8080', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
    expect(config.port).toBe(8080);
    expect(config.outboundPrivateTargets).toBe(true);
  });

  it('takes WEBHOOK_ALLOW_PRIVATE_TARGETS as true, false or loopback', () => {
    expect(loadConfig({ ...base, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'loopback' }).outboundPrivateTargets).toBe('loopback');
    expect(loadConfig({ ...base, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' }).outboundPrivateTargets).toBe(false);
    expect(() => loadConfig({ ...base, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'yes' })).toThrow(/WEBHOOK_ALLOW_PRIVATE_TARGETS: must be true, false or loopback/);
  });

  it('validates the installation environment classes with the platform variables, in one error naming every bad variable', () => {
    class ContextEnvironment {
      @Transform(toInt)
      @IsInt({ message: 'must be an integer' })
      CONTEXT_LIMIT = 5;

      @IsString()
      CONTEXT_TOKEN: string;
    }
    expect.assertions(5);
    expect(() => loadConfig({ ...base, CONTEXT_TOKEN: 'x' }, [ContextEnvironment])).not.toThrow();
    try {
      loadConfig({ PORT: 'abc', CONTEXT_LIMIT: 'many' }, [ContextEnvironment]);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigValidationError);
      const message = (error as Error).message;
      for (const line of ['DATABASE_URL', 'CONTEXT_LIMIT: must be an integer', 'CONTEXT_TOKEN']) expect(message).toContain(line);
    }
  });

  it('keeps the platform variables only: a context variable is read by its context', () => {
    expect(loadConfig({ ...base, CONTEXT_SETTING: 'not checked here' }).environment).toMatchObject({ CONTEXT_SETTING: 'not checked here' });
  });
});
