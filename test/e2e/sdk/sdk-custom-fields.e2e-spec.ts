import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as ts from 'typescript';
import { ApiError, createClient, type RecruitingClient } from '@recruiting-service/sdk';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { uniqueEmail } from '../../helpers/common';
import { defineField } from '../../kits/custom-fields-kit';
import { createJob } from '../../kits/jobs-kit';

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..', '..');
const SDK_SOURCES = join(ROOT, 'packages', 'sdk', 'src', 'index.ts');

jest.setTimeout(120_000);

/** The SDK's value helpers and `npm run sdk:generate -- --custom-fields` (docs/api/custom-fields.md#typed-values-in-the-sdk). */
describe('SDK custom fields', () => {
  let t: TestApp;
  let baseUrl: string;
  let client: RecruitingClient;
  let workdir: string;
  let candidateId: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    client = createClient({ baseUrl, apiKey: t.bootstrapKey });
    workdir = await mkdtemp(join(tmpdir(), 'ats-sdk-custom-fields-'));
    await defineField(t.api, { objectType: 'candidate', key: 'notice_period_days', label: 'Notice period */ (days)', type: 'number', required: true });
    await defineField(t.api, { objectType: 'candidate', key: 'visa', type: 'single_select' });
    await defineField(t.api, {
      objectType: 'candidate',
      key: 'languages',
      type: 'multi_select',
      options: [
        { value: 'en', label: 'English' },
        { value: "d'e", label: 'German' },
      ],
    });
    await defineField(t.api, { objectType: 'candidate', key: 'salary', type: 'currency' });
    await defineField(t.api, { objectType: 'candidate', key: 'start_on', type: 'date' });
    await defineField(t.api, { objectType: 'candidate', key: 'relocate', type: 'boolean' });
    await defineField(t.api, { objectType: 'candidate', key: 'portfolio', type: 'url' });
    await defineField(t.api, { objectType: 'job', key: 'cost_center', type: 'text' });
    const retired = await defineField(t.api, { objectType: 'candidate', key: 'old_source', type: 'text' });
    expect((await t.api.post(`/custom-fields/${retired.id}/archive`, {})).status).toBe(200);
    candidateId = (await client.POST('/api/v1/candidates', { body: { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('sdk-cf') } })).data.data.id;
  });
  afterAll(async () => {
    await t?.close();
    if (workdir !== undefined) await rm(workdir, { recursive: true, force: true });
  });

  it('sets and gets values through the helpers, and throws the 422 naming the key', async () => {
    expect(await client.getCustomFields('candidate', candidateId)).toEqual({
      notice_period_days: null,
      visa: null,
      languages: null,
      salary: null,
      start_on: null,
      relocate: null,
      portfolio: null,
    });
    const written = await client.setCustomFields('candidate', candidateId, {
      notice_period_days: 30,
      languages: ['en'],
      salary: { amount: 5000, currency: 'EUR' },
    });
    expect(written).toMatchObject({ notice_period_days: 30, languages: ['en'], salary: { amount: 5000, currency: 'EUR' }, visa: null });
    expect(await client.getCustomFields('candidate', candidateId)).toEqual(written);

    const jobId = (await createJob(t.api)).id;
    expect(await client.setCustomFields('job', jobId, { cost_center: 'CC-1' })).toEqual({ cost_center: 'CC-1' });

    const error = await client.setCustomFields('candidate', candidateId, { notice_period_days: 'soon', old_source: 'x' }).catch((thrown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION_ERROR' });
    expect((error as ApiError).issues.map((issue) => issue.path).sort()).toEqual(['notice_period_days', 'old_source']);
  });

  it('generates a type of the definitions that rejects a wrong value at compile time', async () => {
    const generated = join(workdir, 'custom-fields.ts');
    await run(process.execPath, [join(ROOT, 'scripts', 'sdk-generate.js'), '--custom-fields', '--url', `${baseUrl}/api/v1/custom-fields`, '--out', generated], {
      env: { ...process.env, ATS_API_KEY: t.bootstrapKey },
    });
    const source = await readFile(generated, 'utf8');
    expect(source).toContain('notice_period_days: number;');
    expect(source).toContain(`languages: Array<'en' | "d'e">;`);
    expect(source).toContain("visa: 'required' | 'not_required';");
    expect(source).toContain('Archived, left out (the service refuses their writes): candidate.old_source.');
    expect(source).not.toMatch(/^\s*old_source:/m);

    const usage = (wrongLine: string) =>
      [
        `import { createClient } from '@recruiting-service/sdk';`,
        `import type { CustomFields } from './custom-fields';`,
        `const ats = createClient<CustomFields>({ baseUrl: 'http://localhost', apiKey: 'k' });`,
        `export async function use(id: string): Promise<number | null> {`,
        `  await ats.setCustomFields('candidate', id, { notice_period_days: 30, visa: 'required', languages: ['en', "d'e"] });`,
        `  await ats.setCustomFields('candidate', id, { start_on: '2026-12-01', salary: null, relocate: true });`,
        `  await ats.setCustomFields('job', id, { cost_center: 'CC-1' });`,
        wrongLine,
        `  return (await ats.getCustomFields('candidate', id)).notice_period_days;`,
        `}`,
        '',
      ].join('\n');
    // Each program reuses the previous one's parsed SDK sources.
    let previous: ts.Program | undefined;
    const typeErrors = async (name: string, text: string) => {
      const file = join(workdir, name);
      await writeFile(file, text);
      const options: ts.CompilerOptions = {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        target: ts.ScriptTarget.ES2022,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
        types: [],
        module: ts.ModuleKind.Preserve,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        paths: { '@recruiting-service/sdk': [SDK_SOURCES] },
      };
      const program = ts.createProgram({ rootNames: [file], options, oldProgram: previous });
      previous = program;
      return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    };

    const wrong = `  await ats.setCustomFields('candidate', id, { notice_period_days: 'x' });`;
    expect(await typeErrors('expected-error.ts', usage(`  // @ts-expect-error a number field takes a number\n${wrong}`))).toEqual([]);
    const errors = await typeErrors('wrong.ts', usage(wrong));
    expect(errors).toEqual([expect.stringContaining(`Type 'string' is not assignable to type 'number'`)]);
    const others = [
      `  await ats.setCustomFields('candidate', id, { visa: 'maybe' });`,
      `  await ats.setCustomFields('candidate', id, { old_source: 'x' });`,
      `  await ats.setCustomFields('application', id, { notice_period_days: 1 });`,
    ];
    for (const [index, line] of others.entries()) expect(await typeErrors(`other-${index}.ts`, usage(line))).toHaveLength(1);
  });

  it('refuses to generate without an API key', async () => {
    const env = { ...process.env };
    delete env.ATS_API_KEY;
    const failure = await run(
      process.execPath,
      [join(ROOT, 'scripts', 'sdk-generate.js'), '--custom-fields', '--url', `${baseUrl}/api/v1/custom-fields`, '--out', join(workdir, 'none.ts')],
      {
        env,
      },
    ).catch((error: { stderr: string }) => error);
    expect((failure as { stderr: string }).stderr).toContain('ATS_API_KEY');
  });
});
