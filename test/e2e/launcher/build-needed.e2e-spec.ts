import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** When `npm start` builds (scripts/lib/build.js): on a checkout laid out like this one, in a temporary directory. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildNeeded, recordBuild } = require('../../../scripts/lib/build') as {
  buildNeeded(root: string, entries: string[]): string | undefined;
  recordBuild(root: string, startedAt: number): void;
};

let root: string;
let entry: string;
const HOUR = 3_600_000;

/** Writes `file` under the checkout with modification time `at` (ms). */
function write(file: string, at: number): void {
  const full = join(root, file);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, 'x');
  utimesSync(full, at / 1000, at / 1000);
}

/** Every input directory and file dated `at`, so only what a test changes afterwards is newer. */
function checkout(at: number): void {
  for (const file of ['apps/api/src/main.ts', 'libs/core/src/index.ts', 'packages/sdk/src/index.ts', 'tsconfig.json', 'package.json', 'package-lock.json']) {
    write(file, at);
  }
  for (const dir of ['apps/api/src', 'apps/api', 'apps', 'libs/core/src', 'libs/core', 'libs', 'packages/sdk/src'])
    utimesSync(join(root, dir), at / 1000, at / 1000);
  write('dist/apps/api/src/main.js', at);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ats-build-needed-'));
  entry = join(root, 'dist/apps/api/src/main.js');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start builds only when something the build reads changed', () => {
  it('does not build again when nothing changed since its last build', () => {
    const now = Date.now();
    checkout(now - 2 * HOUR);
    recordBuild(root, now - HOUR);

    expect(buildNeeded(root, [entry])).toBeUndefined();
  });

  it('builds when a source file, a package file or the installed dependencies are newer than the last build', () => {
    const now = Date.now();
    const inputs = [
      'libs/core/src/index.ts',
      'extensions/checks/index.ts',
      'packages/sdk/src/index.ts',
      'tsconfig.json',
      'package-lock.json',
      'node_modules/.package-lock.json',
    ];
    for (const file of inputs) {
      checkout(now - 2 * HOUR);
      recordBuild(root, now - HOUR);
      write(file, now);
      expect(buildNeeded(root, [entry])).toMatch(/changed since the last build/);
    }
  });

  it('builds when a source file was deleted (its directory changed), when it never built, and when an entry is missing', () => {
    const now = Date.now();
    checkout(now - 2 * HOUR);
    expect(buildNeeded(root, [entry])).toMatch(/has not built/);

    recordBuild(root, now - HOUR);
    rmSync(join(root, 'libs/core/src/index.ts'));
    expect(buildNeeded(root, [entry])).toBe('libs changed since the last build');

    rmSync(entry);
    expect(buildNeeded(root, [entry])).toBe('dist/apps/api/src/main.js is missing');
  });

  it('builds again what changed while the last build ran (it counts from when that build started)', () => {
    const now = Date.now();
    checkout(now - 2 * HOUR);
    write('apps/api/src/main.ts', now - HOUR + 1000); // edited during a build that started an hour ago
    recordBuild(root, now - HOUR);

    expect(buildNeeded(root, [entry])).toBe('apps changed since the last build');
  });
});
