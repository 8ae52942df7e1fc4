import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import { ALL_SCOPES, ENTITY_TYPES, EVENT_TYPES, SCOPE_RESOURCES } from '@app/core';
import '../test/helpers/installation-names';

const root = join(__dirname, '..');
const core = join(root, 'libs', 'core', 'src');

/**
 * What libs/core must not name, built from the composed installation: each context declares its
 * own (docs/adr/0038-extension-composition.md). Extend the list to forbid more words.
 */
const FORBIDDEN: ReadonlyArray<{ kind: string; words: readonly string[] }> = [
  { kind: 'event name', words: EVENT_TYPES },
  { kind: 'scope resource', words: SCOPE_RESOURCES },
  { kind: 'scope', words: ALL_SCOPES.filter((scope) => scope !== '*') },
  { kind: 'activity entity type', words: ENTITY_TYPES },
];

/** The TypeScript files of core, but specs (which may use any name to test the mechanics). */
function coreSources(): string[] {
  return readdirSync(core, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !/[.-]spec\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every string literal of a file (plain, template parts, literal types), with its line. */
function stringLiterals(path: string): Array<{ text: string; line: number }> {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const literals: Array<{ text: string; line: number }> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      literals.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return literals;
}

describe('libs/core', () => {
  it('is checked against a composed installation', () => {
    for (const { words } of FORBIDDEN) expect(words.length).toBeGreaterThan(0);
  });

  it("names no context's events, scopes or activity entity types as string literals", () => {
    const found = coreSources().flatMap((path) =>
      stringLiterals(path).flatMap(({ text, line }) =>
        FORBIDDEN.filter(({ words }) => words.includes(text)).map(({ kind }) => `${relative(root, path)}:${line} names the ${kind} "${text}"`),
      ),
    );
    expect(found).toEqual([]);
  });
});
