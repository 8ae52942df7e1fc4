import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = join(__dirname, '../../..');
/** Gitignored and outside every folder the suite, the lint and the build read. */
const CHECKS = join(ROOT, '.scaffold-check');

/**
 * `npm run new:context` (docs/extending.md#a-new-context-in-one-command): what it writes type-checks, passes the
 * lint and format rules, and its tests of the three tiers pass, composed as an extension is.
 */
describe('npm run new:context', () => {
  const folder = join(CHECKS, String(process.pid));
  const context = join(folder, 'parking-permits');

  beforeAll(() => rmSync(folder, { recursive: true, force: true }));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('writes a context that type-checks, lints and passes its unit, service and e2e tests', async () => {
    const { stdout } = await run('node', ['scripts/new-context.js', 'parking-permits', '--dir', relative(ROOT, folder)], { cwd: ROOT });
    expect(stdout).toContain('Wrote 16 files');
    expect(readdirSync(join(context, 'test')).sort()).toEqual(['parking-permits.e2e-spec.ts', 'parking-permits.service-spec.ts']);

    writeFileSync(
      join(folder, 'tsconfig.json'),
      JSON.stringify({ extends: relative(folder, join(ROOT, 'tsconfig.json')), compilerOptions: { incremental: false, noEmit: true }, include: ['.'] }),
    );
    await run('npx', ['tsc', '-p', join(folder, 'tsconfig.json')], { cwd: ROOT });
    await run('npx', ['eslint', '--no-ignore', relative(ROOT, context)], { cwd: ROOT });
    await run('npx', ['prettier', '--check', '--ignore-path', '', `${relative(ROOT, context)}/**/*.ts`], { cwd: ROOT });

    // The repository's projects, each matching only the new context's files of its tier.
    const tiers = { unit: '**/*.spec.ts', service: '**/*.service-spec.ts', e2e: '**/*.e2e-spec.ts' };
    writeFileSync(
      join(folder, 'jest.config.js'),
      `const base = require(${JSON.stringify(join(ROOT, 'jest.config.js'))});
const tiers = ${JSON.stringify(tiers)};
module.exports = { ...base, rootDir: ${JSON.stringify(ROOT)}, roots: [${JSON.stringify(context)}],
  projects: base.projects.map((project) => ({
    ...project, rootDir: ${JSON.stringify(ROOT)}, roots: [${JSON.stringify(context)}],
    testMatch: [${JSON.stringify(context)} + '/' + tiers[project.displayName]],
  })) };`,
    );
    mkdirSync(folder, { recursive: true });
    const { stderr } = await run('npx', ['jest', '--config', join(folder, 'jest.config.js'), '--ci'], {
      cwd: ROOT,
      env: process.env,
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(stderr).toMatch(/Test Suites: 3 passed, 3 total/);
    expect(stderr).toMatch(/Tests: {7}5 passed, 5 total/);
  }, 600_000);

  it('refuses a name that is not kebab case, and a folder that exists', async () => {
    await expect(run('node', ['scripts/new-context.js', 'ParkingPermits', '--dir', relative(ROOT, folder)], { cwd: ROOT })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('must be kebab case'),
    });
    mkdirSync(join(folder, 'taken'), { recursive: true });
    await expect(run('node', ['scripts/new-context.js', 'taken', '--singular', 'take', '--dir', relative(ROOT, folder)], { cwd: ROOT })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('exists'),
    });
  });
});
