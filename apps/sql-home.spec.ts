import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';

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

const SQL_CALL = /\.query\(|createQueryBuilder\(|runSql\(|runPrepared\(/;

/** `path:line` of every raw query or query builder in the files. */
function sqlCalls(paths: string[]): string[] {
  return paths.flatMap((path) =>
    readFileSync(join(root, path), 'utf8')
      .split('\n')
      .flatMap((line, index) => (SQL_CALL.test(line) ? [`${path}:${index + 1}`] : [])),
  );
}

const files = contextFolders().flatMap(sourceFiles);

/** Every source file of the service: the contexts', core's and the apps' (specs and migrations aside). */
const allFiles = () => [...new Set([...files, ...sourceFiles(join('libs', 'core', 'src')), ...sourceFiles('apps')])];

/** `line  code` of each `.query(...)` whose first argument is SQL as text (a string or template literal) instead of a `sql` statement. */
function textQueries(path: string, source: string): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'query') {
      const first = node.arguments[0];
      if (first !== undefined && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first) || ts.isTemplateExpression(first))) {
        found.push(`${path}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}  ${node.getText().split('\n')[0]}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
const inPersistence = (path: string) => path.split('/').includes('persistence');

describe('SQL has one home (docs/architecture.md, "Libraries")', () => {
  it('finds the statements where they live: in the persistence folders', () => {
    expect(sqlCalls(files.filter(inPersistence)).length).toBeGreaterThan(10);
  });

  it('has no raw query or query builder of a context outside its persistence/ folder', () => {
    expect(sqlCalls(files.filter((path) => !inPersistence(path)))).toEqual([]);
  });

  it('tells SQL written as text from a statement written with sql', () => {
    const source = "tx.query('SELECT 1'); tx.query(`SELECT ${a}`, [b]); db.query(`SELECT 2`); runSql(tx, sql`SELECT ${a}`); client.query(sql`SELECT 1`);";
    expect(textQueries('sample.ts', source).map((call) => call.split('  ')[1])).toEqual([
      "tx.query('SELECT 1')",
      'tx.query(`SELECT ${a}`, [b])',
      'db.query(`SELECT 2`)',
    ]);
  });

  it('has no SQL written as text with $n numbered by hand: every statement is written with sql (docs/adr/0061-raw-sql-with-the-sql-tag.md)', () => {
    expect(allFiles().flatMap((path) => textQueries(path, readFileSync(join(root, path), 'utf8')))).toEqual([]);
  });
});
