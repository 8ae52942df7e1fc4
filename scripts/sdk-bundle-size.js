#!/usr/bin/env node
'use strict';
/**
 * What the SDK adds to an application's bundle: each entry point bundled by esbuild with its
 * dependencies (openapi-fetch in the main entry, standardwebhooks in the webhooks entry),
 * minified, as ES modules for the browser, then gzipped. The numbers go into packages/sdk/README.md.
 *
 *   npm run sdk:size
 */
const { join } = require('node:path');
const { gzipSync } = require('node:zlib');
const esbuild = require('esbuild');

const SOURCE = join(__dirname, '..', 'packages', 'sdk', 'src');
const ENTRIES = { '@recruiting-service/sdk': 'index.ts', '@recruiting-service/sdk/webhooks': 'webhooks.ts' };

async function measure(entry) {
  const result = await esbuild.build({
    entryPoints: [join(SOURCE, entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'error',
  });
  const code = result.outputFiles[0].contents;
  const inputs = Object.entries(result.metafile.outputs[Object.keys(result.metafile.outputs)[0]].inputs)
    .map(([path, { bytesInOutput }]) => [path.replace(/^.*node_modules\//, ''), bytesInOutput])
    .filter(([, bytes]) => bytes > 0);
  const byPackage = {};
  for (const [path, bytes] of inputs) {
    const name = path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.includes('/') && !path.startsWith('packages') ? path.split('/')[0] : 'sdk';
    byPackage[name] = (byPackage[name] ?? 0) + bytes;
  }
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length, byPackage };
}

async function main() {
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`esbuild ${esbuild.version}, minified ESM for the browser, gzip -9`);
  for (const [name, entry] of Object.entries(ENTRIES)) {
    const { minified, gzipped, byPackage } = await measure(entry);
    const parts = Object.entries(byPackage)
      .map(([part, bytes]) => `${part} ${kib(bytes)}`)
      .join(', ');
    console.log(`${name}: ${kib(minified)} minified, ${kib(gzipped)} gzipped (minified by source: ${parts})`);
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
