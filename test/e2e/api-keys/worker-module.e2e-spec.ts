import type { INestApplicationContext } from '@nestjs/common';
import { ModulesContainer, NestFactory } from '@nestjs/core';
import { ApiKeyAuthenticator, ApiKeysModule, ApiKeysService, LastUsedRecorder } from '@app/api-keys';
import { AUTHENTICATOR } from '@app/core';
import { UsersService } from '@app/users';
import { WorkerModule } from '../../../apps/worker/src/worker.module';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** Defect 3 of issue 10: authentication and the bootstrap key belong to the API; the worker loads users only. */
describe('the worker module graph', () => {
  let t: TestApp;
  let worker: INestApplicationContext | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(t.config), { logger: ['error', 'warn'] });
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  const AUTH_TOKENS = [AUTHENTICATOR, ApiKeyAuthenticator, LastUsedRecorder, ApiKeysService];
  const graphOf = (app: INestApplicationContext) => {
    const modules = [...app.get(ModulesContainer).values()];
    return { modules: modules.map((module) => module.metatype), tokens: new Set(modules.flatMap((module) => [...module.providers.keys()])) };
  };

  it('holds no authenticator, key cache, last-used recorder, API keys service or bootstrap (ApiKeysModule)', () => {
    const graph = graphOf(worker!);
    for (const token of AUTH_TOKENS) {
      expect(graph.tokens.has(token)).toBe(false);
      expect(() => worker!.get(token, { strict: false })).toThrow();
    }
    expect(graph.modules).not.toContain(ApiKeysModule);
    // The walk sees what is there: users (for actor names) are.
    expect(graph.tokens.has(UsersService)).toBe(true);
    expect(worker!.get(UsersService, { strict: false })).toBeInstanceOf(UsersService);
  });

  it('while the API holds all of them', () => {
    const graph = graphOf(t.app);
    for (const token of AUTH_TOKENS) expect(graph.tokens.has(token)).toBe(true);
    expect(graph.modules).toContain(ApiKeysModule);
  });
});
