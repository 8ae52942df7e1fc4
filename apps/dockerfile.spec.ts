import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

const ROOT = join(__dirname, '..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

interface BuildConfig {
  include?: string[];
  compilerOptions?: { paths?: Record<string, string[]> };
}

/** The top-level folder of a path relative to the repository root (`./libs/*\/src` → `libs`). */
function topFolder(path: string): string {
  return posix.normalize(path).split('/')[0];
}

/**
 * The folders `npm run build` reads: tsconfig.build.json's `include`, the targets of the `paths`
 * it inherits, and the folders apps/extensions.ts imports from by relative path.
 */
function foldersTheBuildReads(build: BuildConfig, base: BuildConfig, extensionsFile: string): string[] {
  const paths = { ...base.compilerOptions?.paths, ...build.compilerOptions?.paths };
  const imported = [...extensionsFile.matchAll(/from\s+'(\.\.?\/[^']+)'/g)].map((match) => posix.join('apps', match[1]));
  const folders = [...(build.include ?? base.include ?? []), ...Object.values(paths).flat(), ...imported].map(topFolder);
  return [...new Set(folders)].filter((folder) => folder !== '..' && !folder.includes('*')).sort();
}

/** The sources of the Dockerfile's COPY instructions from the build context (not `--from=` another stage). */
function copiedFromContext(dockerfile: string): string[] {
  const instructions = dockerfile.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
  return instructions
    .map((line) => line.trim().split(/\s+/))
    .filter(([instruction, ...args]) => instruction.toUpperCase() === 'COPY' && !args.some((arg) => arg.startsWith('--from=')))
    .flatMap(([, ...args]) => args.filter((arg) => !arg.startsWith('--')).slice(0, -1))
    .map((source) => posix.normalize(source).replace(/\/$/, ''));
}

function foldersNotCopied(folders: readonly string[], copied: readonly string[]): string[] {
  return folders.filter((folder) => !copied.some((source) => source === folder || source === '.'));
}

describe('docker/Dockerfile', () => {
  const build = JSON.parse(read('tsconfig.build.json')) as BuildConfig;
  const base = JSON.parse(read('tsconfig.json')) as BuildConfig;
  const folders = foldersTheBuildReads(build, base, read('apps/extensions.ts'));

  it('copies every folder the build reads, extensions/ included', () => {
    expect(folders).toEqual(expect.arrayContaining(['apps', 'extensions', 'libs', 'packages']));
    expect(foldersNotCopied(folders, copiedFromContext(read('docker/Dockerfile')))).toEqual([]);
  });

  it('names a folder the build reads that no COPY brings in', () => {
    const withoutExtensions = read('docker/Dockerfile')
      .split('\n')
      .filter((line) => !/^COPY extensions\b/.test(line))
      .join('\n');
    expect(foldersNotCopied(folders, copiedFromContext(withoutExtensions))).toEqual(['extensions']);
  });

  it('counts a folder apps/extensions.ts imports from, and reads COPY lines as Docker does', () => {
    const extensionsFile = "import { A } from '../examples/extensions/a';\nimport type { ExtensionDefinition } from '@app/core';";
    expect(foldersTheBuildReads({ include: ['apps'] }, { compilerOptions: { paths: { '@app/*': ['./libs/*/src'] } } }, extensionsFile)).toEqual([
      'apps',
      'examples',
      'libs',
    ]);
    const dockerfile = 'COPY --chown=node:node apps \\\n  libs ./\nCOPY --from=build /app/dist ./dist\ncopy examples/ ./examples';
    expect(copiedFromContext(dockerfile)).toEqual(['apps', 'libs', 'examples']);
    expect(foldersNotCopied(['apps', 'dist', 'examples'], copiedFromContext(dockerfile))).toEqual(['dist']);
  });

  it('neither copies the example careers page nor sets CAREERS_DEMO_DIR: /careers-demo/ is off in the image', () => {
    const dockerfile = read('docker/Dockerfile');
    expect(copiedFromContext(dockerfile).filter((source) => source === '.' || source.startsWith('examples'))).toEqual([]);
    expect(dockerfile).not.toMatch(/CAREERS_DEMO_DIR/);
    expect(read('docker/compose.yml')).not.toMatch(/CAREERS_DEMO_DIR/);
  });

  it('never sets MAIL_CATCHER_DIR: /dev/mail and the local mail catcher are npm start only (docs/operations.md#email)', () => {
    expect(read('docker/Dockerfile')).not.toMatch(/MAIL_CATCHER_DIR/);
    expect(read('docker/compose.yml')).not.toMatch(/MAIL_CATCHER_DIR/);
  });
});
