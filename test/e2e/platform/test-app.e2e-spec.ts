import type { RequestHandler } from 'express';
import { Client } from 'pg';
import { APP_CONFIG, defineExtension, GracefulShutdown, type AppConfig } from '@app/core';
import { DRUG_SCREENS_DEFINITION } from '../../fixtures/extensions';
import { createTestApp } from '../../helpers/test-app';
import { TEST_ENV } from '../../setup/test-environment';

async function databaseExists(name: string): Promise<boolean> {
  const admin = new Client({ connectionString: process.env[TEST_ENV.adminUrl] });
  await admin.connect();
  try {
    return (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  } finally {
    await admin.end();
  }
}

/** Imported, as an installed extension is by apps/extensions.ts, but composed by no app of this file: it has no change-feed loader. */
const DRUG_SCREENS = defineExtension(DRUG_SCREENS_DEFINITION);

/** The test helpers themselves: a file's app owns a database, and gives it back however its boot ends. */
describe(createTestApp.name, () => {
  it('drops its database and closes what it opened when the app fails to start', async () => {
    let databaseUrl: string | undefined;
    const passThrough: RequestHandler = (_request, _response, next) => next();
    const failing = createTestApp(
      {},
      {
        configure: (builder) =>
          builder.overrideProvider(GracefulShutdown).useFactory({
            inject: [APP_CONFIG],
            factory: (config: AppConfig) => {
              databaseUrl = config.databaseUrl;
              return {
                closeConnectionsWhileDraining: passThrough,
                onApplicationBootstrap: () => {
                  throw new Error('start-up fails on purpose');
                },
              };
            },
          }),
      },
    );
    await expect(failing).rejects.toThrow('start-up fails on purpose');
    expect(databaseUrl).toBeDefined();
    expect(await databaseExists(new URL(databaseUrl!).pathname.slice(1))).toBe(false);
  });

  it('drops its database on close', async () => {
    const t = await createTestApp();
    const name = new URL(t.config.databaseUrl).pathname.slice(1);
    expect(await databaseExists(name)).toBe(true);
    await t.close();
    expect(await databaseExists(name)).toBe(false);
  });

  it('boots with only the extensions it composes: one imported but not composed registers no event, scope or resource type', async () => {
    expect(DRUG_SCREENS.name).toBe('drug-screens');
    const t = await createTestApp({}, { extensions: [] });
    try {
      const key = await t.api.post('/api-keys', { name: 'screens', scopes: ['drug_screens:read'], environment: 'test' });
      expect(key.status).toBe(422);
      expect((await t.api.get('/changes').query({ resourceTypes: 'drug_screen' })).status).toBe(422);
      expect((await t.api.post('/webhooks', { url: 'https://example.com/hooks', events: ['drug_screen.ordered'] })).status).toBe(422);
    } finally {
      await t.close();
    }
  });
});
