import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const jestConfig = require(join(root, 'jest.config.js')) as { projects: Array<{ displayName: string; testMatch: string[] }> };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const micromatch = require('micromatch') as { isMatch(path: string, patterns: string[]): boolean };
const includeOf = (file: string) => (JSON.parse(readFileSync(join(root, file), 'utf8')) as { include: string[] }).include;

/** An extension in extensions/<name>/ needs no edit outside its folder and apps/extensions.ts (docs/extending.md). */
describe('the extensions/ folder', () => {
  it('stays in the repository, and is type-checked by npm run lint and compiled by npm run build', () => {
    expect(existsSync(join(root, 'extensions', 'README.md'))).toBe(true);
    expect(includeOf('tsconfig.json')).toContain('extensions');
    expect(includeOf('tsconfig.build.json')).toContain('extensions');
  });

  it("has its specs run by Jest's unit project and its e2e specs by the e2e project", () => {
    const matches = (project: string, file: string) =>
      micromatch.isMatch(
        join(root, file),
        jestConfig.projects.find((p) => p.displayName === project)!.testMatch.map((glob) => glob.replace('<rootDir>', root)),
      );
    expect(matches('unit', 'extensions/checks/domain/check-rules.spec.ts')).toBe(true);
    expect(matches('unit', 'extensions/checks/test/checks.e2e-spec.ts')).toBe(false);
    expect(matches('e2e', 'extensions/checks/test/checks.e2e-spec.ts')).toBe(true);
    expect(matches('e2e', 'extensions/checks/domain/check-rules.spec.ts')).toBe(false);
  });
});
