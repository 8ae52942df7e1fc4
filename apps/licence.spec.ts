import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const licenseOf = (path: string): unknown => (JSON.parse(read(path)) as { license?: unknown }).license;

// The SHA-256 of https://www.apache.org/licenses/LICENSE-2.0.txt, appendix included.
const APACHE_2_0_TEXT_SHA256 = 'cfc7749b96f63bd31c3c42b5c471bf756814053e847c10f3eb003417bc523d30';

describe('the licence (Apache-2.0)', () => {
  it.each(['LICENSE', 'packages/sdk/LICENSE'])('%s is the standard Apache License 2.0 text', (path) => {
    expect(createHash('sha256').update(read(path)).digest('hex')).toBe(APACHE_2_0_TEXT_SHA256);
  });

  it('is declared in both package files and recorded so in the lock file', () => {
    expect(licenseOf('package.json')).toBe('Apache-2.0');
    expect(licenseOf('packages/sdk/package.json')).toBe('Apache-2.0');
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { license?: string }> };
    expect(lock.packages[''].license).toBe('Apache-2.0');
    expect(lock.packages['packages/sdk'].license).toBe('Apache-2.0');
  });

  it('ships in the image beside the code', () => {
    expect(read('docker/Dockerfile')).toMatch(/^COPY LICENSE \.\/$/m);
  });
});
