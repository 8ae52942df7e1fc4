import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';

const root = join(__dirname, '..');

const trackedPaths = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((path) => path !== '');

/** Every git-tracked text file (a NUL byte in its first 8 KiB marks a binary one) with its lines, but npm's machine-written lockfile. */
function trackedTextFiles(): Map<string, string[]> {
  const files = new Map<string, string[]>();
  for (const path of trackedPaths) {
    if (path === 'package-lock.json' || path.endsWith('/package-lock.json')) continue;
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(root, path));
    } catch {
      continue; // deleted in the work tree, not yet in the index
    }
    if (bytes.subarray(0, 8192).includes(0)) continue;
    files.set(path, bytes.toString('utf8').split('\n'));
  }
  return files;
}

const files = trackedTextFiles();
const tracked = new Set(trackedPaths);
const directories = new Set(
  trackedPaths.flatMap((path) =>
    path
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);

// Written so that no pattern matches its own source line.
const outsideCitations: Array<[RegExp, string]> = [
  [/(?:\.\.\/)+shared\b|\/work\/shared\b/, 'a path outside the repository'],
  [/\bCONTRACT\b/, 'the outside contract document'],
  [/\bspec\s+op\s+\d/i, 'a specification operation by number'],
  [/\bARCHITECTURE\s*§/, 'the outside architecture document'],
];

/** The lines of a Markdown file outside fenced code blocks, with their 1-based numbers. */
function proseLines(lines: string[]): Array<[number, string]> {
  const prose: Array<[number, string]> = [];
  let fence: string | undefined;
  lines.forEach((line, index) => {
    const marker = /^\s*(```|~~~)/.exec(line)?.[1];
    if (marker !== undefined && (fence === undefined || fence === marker)) fence = fence === undefined ? marker : undefined;
    else if (fence === undefined) prose.push([index + 1, line]);
  });
  return prose;
}

/** GitHub's heading anchor: lower case, punctuation dropped, each space a hyphen; repeats get -1, -2, .... */
function anchorsOf(path: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, line] of proseLines(files.get(path) ?? [])) {
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Why `target` (a repository path, maybe with `#anchor`) does not resolve, or undefined when it does. */
function unresolved(target: string): string | undefined {
  const [path, anchor] = target.split('#', 2);
  if (path.startsWith('..') || path.startsWith(sep)) return 'a path outside the repository';
  if (!tracked.has(path) && !directories.has(path)) return 'no such file in the repository';
  if (anchor === undefined || anchor === '') return undefined;
  if (!path.endsWith('.md')) return undefined;
  return anchorsOf(path).has(anchor) ? undefined : `no heading #${anchor} in ${path}`;
}

describe('the repository cites only itself', () => {
  it('cites no document outside the repository (docs/api/ holds the API rules, docs/architecture.md the shape)', () => {
    const citations: string[] = [];
    for (const [path, lines] of files) {
      lines.forEach((line, index) => {
        for (const [pattern, what] of outsideCitations) {
          if (pattern.test(line)) citations.push(`${path}:${index + 1}: ${what}: ${line.trim().slice(0, 140)}`);
        }
      });
    }
    expect(citations).toEqual([]);
  });

  it('links Markdown only to files and headings that exist in the repository', () => {
    const broken: string[] = [];
    for (const [path, lines] of files) {
      if (!path.endsWith('.md')) continue;
      for (const [number, line] of proseLines(lines)) {
        for (const match of line.replace(/`[^`]*`/g, '').matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
          const link = match[1];
          if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(link)) continue;
          const [linkPath, anchor] = link.split('#', 2);
          // A leading slash is the repository's root, as GitHub reads it.
          const [from, relativePath] = linkPath.startsWith('/') ? ['.', linkPath.slice(1)] : [dirname(path), linkPath];
          const resolved =
            linkPath === ''
              ? path
              : normalize(join(from, decodeURIComponent(relativePath)))
                  .split(sep)
                  .join('/');
          const target = anchor === undefined ? resolved.replace(/\/$/, '') : `${resolved}#${anchor}`;
          const problem = unresolved(target);
          if (problem !== undefined) broken.push(`${path}:${number}: ${link}: ${problem}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('cites docs/ pages, README.md and their headings as they exist, from code, tests, scripts and docs', () => {
    const broken: string[] = [];
    for (const [path, lines] of files) {
      lines.forEach((line, index) => {
        for (const match of line.matchAll(/(?<![\w./-])((?:docs\/[\w./-]*|README)\.md)(?:#([\p{L}\p{N}_-]+))?/gu)) {
          const problem = unresolved(match[2] === undefined ? match[1] : `${match[1]}#${match[2]}`);
          if (problem !== undefined) broken.push(`${path}:${index + 1}: ${match[0]}: ${problem}`);
        }
      });
    }
    expect(broken).toEqual([]);
  });
});
