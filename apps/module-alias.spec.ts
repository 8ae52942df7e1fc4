import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const jestConfig = require(join(root, 'jest.config.js')) as { projects: Array<{ moduleNameMapper: Record<string, string> }> };
const tsconfig = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } };

describe('the @app/<lib> alias', () => {
  it('is the same in tsconfig and in every Jest project: any folder name under libs/', () => {
    expect(tsconfig.compilerOptions.paths['@app/*']).toEqual(['./libs/*/src']);
    for (const project of jestConfig.projects) {
      const [pattern, target] = Object.entries(project.moduleNameMapper)[0];
      const alias = new RegExp(pattern);
      for (const name of ['core', 'talent-pools', 'sync2', 'hr_sync', 'v2Docs']) {
        expect(`@app/${name}`.replace(alias, target)).toBe(`<rootDir>/libs/${name}/src`);
      }
      expect(alias.test('@app/core/src/events')).toBe(false);
    }
  });
});
