#!/usr/bin/env node
'use strict';
/**
 * Regenerates the SDK's types (packages/sdk/src/schema.ts) from a running service's OpenAPI document,
 * with openapi-typescript, formatted by the repository's Prettier settings.
 *
 *   npm run sdk:generate                                   # from http://127.0.0.1:3000/docs-json (npm start)
 *   npm run sdk:generate -- --url http://host:3000/docs-json --out /tmp/schema.ts
 *
 * `ATS_URL` sets the service's base URL. test/e2e/sdk/schema-drift.e2e-spec.ts runs this script against the
 * service it boots and fails when the committed file differs.
 */
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { option } = require('./lib/cli');

const SCHEMA_FILE = join(__dirname, '..', 'packages', 'sdk', 'src', 'schema.ts');
const HEADER = [
  '/**',
  " * Generated from the service's OpenAPI document (GET /docs-json) by openapi-typescript.",
  ' * Do not edit: run `npm run sdk:generate`.',
  ' */',
  '',
  '',
].join('\n');

/** The TypeScript source of the schema: openapi-typescript's output under our header, formatted as every other file. */
async function schemaSource(document) {
  // Loaded here, in a plain Node process: Prettier 3 loads its core with import(), which Jest's module loader cannot run.
  const { default: openapiTS, astToString } = require('openapi-typescript');
  const prettier = require('prettier');
  const ast = await openapiTS(document, { silent: true });
  const options = await prettier.resolveConfig(SCHEMA_FILE);
  return prettier.format(HEADER + astToString(ast), { ...options, filepath: SCHEMA_FILE });
}

async function main() {
  const url = option('url', `${(process.env.ATS_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '')}/docs-json`);
  const out = option('out', SCHEMA_FILE);
  const response = await fetch(url).catch((error) => {
    throw new Error(`cannot reach ${url} (${error.cause?.code ?? error.message}): start the service (npm start) or pass --url`);
  });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  writeFileSync(out, await schemaSource(await response.json()));
  console.log(`wrote ${out} from ${url}`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
