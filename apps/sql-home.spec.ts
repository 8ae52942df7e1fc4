import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..');

/** The source folders of the contexts: built-in ones (but core, whose platform tables are its own), the examples' and an installation's extensions. */
function contextFolders(): string[] {
  const children = (folder: string) =>
    existsSync(join(root, folder))
      ? readdirSync(join(root, folder), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(folder, entry.name))
      : [];
  return [
    ...children('libs')
      .filter((folder) => folder !== join('libs', 'core'))
      .map((folder) => join(folder, 'src')),
    ...children(join('examples', 'extensions')),
    ...children('extensions'),
  ];
}

/** The TypeScript files under `folder`, but specs and migrations (schema changes are SQL by nature). */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !/[.-]spec\.ts$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.split('/').includes('migrations'));
}

const SQL_CALL = /\.query\(|createQueryBuilder\(/;

/** `path:line` of every raw query or query builder in the files. */
function sqlCalls(paths: string[]): string[] {
  return paths.flatMap((path) =>
    readFileSync(join(root, path), 'utf8')
      .split('\n')
      .flatMap((line, index) => (SQL_CALL.test(line) ? [`${path}:${index + 1}`] : [])),
  );
}

const files = contextFolders().flatMap(sourceFiles);
const inPersistence = (path: string) => path.split('/').includes('persistence');

describe('SQL has one home (docs/architecture.md, "Libraries")', () => {
  it('finds the statements where they live: in the persistence folders', () => {
    expect(sqlCalls(files.filter(inPersistence)).length).toBeGreaterThan(10);
  });

  it('has no raw query or query builder of a context outside its persistence/ folder', () => {
    expect(sqlCalls(files.filter((path) => !inPersistence(path)))).toEqual([]);
  });
});
