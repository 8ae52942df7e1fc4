import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..', '..');
const COMMITTED = join(ROOT, 'packages', 'sdk', 'src', 'schema.ts');

jest.setTimeout(60_000);

/** The SDK's committed types are what `npm run sdk:generate` makes from this service's /docs-json, byte for byte. */
describe('SDK schema (packages/sdk/src/schema.ts)', () => {
  let t: TestApp;
  let workdir: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    workdir = await mkdtemp(join(tmpdir(), 'ats-sdk-schema-'));
  });
  afterAll(async () => {
    await t?.close();
    if (workdir !== undefined) await rm(workdir, { recursive: true, force: true });
  });

  it('matches the types generated from the running service', async () => {
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    const generated = join(workdir, 'schema.ts');
    await run(process.execPath, [join(ROOT, 'scripts', 'sdk-generate.js'), '--url', `http://127.0.0.1:${port}/docs-json`, '--out', generated]);
    const [expected, committed] = await Promise.all([readFile(generated, 'utf8'), readFile(COMMITTED, 'utf8').catch(() => '')]);
    if (committed === expected) return;
    const diff = await run('diff', ['-u', COMMITTED, generated]).then(
      ({ stdout }) => stdout,
      (error: { stdout?: string }) => error.stdout ?? '',
    );
    throw new Error(`packages/sdk/src/schema.ts differs from the service's OpenAPI document: run npm run sdk:generate\n${diff.slice(0, 4000)}`);
  });
});
