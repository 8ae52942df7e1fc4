import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');

interface NestProject {
  type: 'application' | 'library';
  root: string;
  sourceRoot: string;
  entryFile: string;
}

const folders = (parent: string) =>
  readdirSync(join(ROOT, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}/${entry.name}`);

/** nest-cli.json is what Nest's schematics read (`nest g <schematic> <name> --project <lib>`): it must name every app and lib as it is. */
describe('nest-cli.json', () => {
  const { projects } = JSON.parse(readFileSync(join(ROOT, 'nest-cli.json'), 'utf8')) as { projects: Record<string, NestProject> };

  it('lists every folder under apps/ and libs/ as a project named after it', () => {
    const listed = Object.entries(projects).map(([name, project]) => `${project.root}${project.root.endsWith(`/${name}`) ? '' : ` (named ${name})`}`);
    expect(listed.sort()).toEqual([...folders('apps'), ...folders('libs')].sort());
  });

  it.each(Object.entries(projects))('describes %s as it is on disk', (_name, project) => {
    expect(project.type).toBe(project.root.startsWith('apps/') ? 'application' : 'library');
    expect(project.sourceRoot).toBe(`${project.root}/src`);
    expect(existsSync(join(ROOT, project.sourceRoot, `${project.entryFile}.ts`))).toBe(true);
  });
});
