#!/usr/bin/env node
'use strict';
/**
 * Regenerates the SDK's types (packages/sdk/src/schema.ts) from a running service's OpenAPI document,
 * with openapi-typescript, formatted by the repository's Prettier settings.
 *
 *   npm run sdk:generate                                   # from http://127.0.0.1:3000/docs-json (npm start)
 *   npm run sdk:generate -- --url http://host:3000/docs-json --out /tmp/schema.ts
 *
 * With `--custom-fields` it writes instead a TypeScript type of an installation's custom fields (docs/api/custom-fields.md),
 * read with an API key holding custom_fields:read (`ATS_API_KEY` or `--api-key`), for `createClient<CustomFields>()`:
 *
 *   ATS_API_KEY=ats_live_... npm run sdk:generate -- --custom-fields --out src/custom-fields.ts
 *   npm run sdk:generate -- --custom-fields --url http://host:3000/api/v1/custom-fields --api-key ats_test_...
 *
 * `ATS_URL` sets the service's base URL. test/e2e/sdk/schema-drift.e2e-spec.ts runs this script against the
 * service it boots and fails when the committed file differs.
 */
const { writeFileSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { option } = require('./lib/cli');
const { customFieldTypesSource, readCustomFieldDefinitions } = require('./lib/custom-field-types');

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

async function format(source, filepath) {
  const prettier = require('prettier');
  const options = await prettier.resolveConfig(SCHEMA_FILE);
  return prettier.format(source, { ...options, filepath });
}

async function main() {
  const baseUrl = (process.env.ATS_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  if (process.argv.includes('--custom-fields')) return writeCustomFieldTypes(baseUrl);
  const url = option('url', `${baseUrl}/docs-json`);
  const out = option('out', SCHEMA_FILE);
  const response = await fetch(url).catch((error) => {
    throw new Error(`cannot reach ${url} (${error.cause?.code ?? error.message}): start the service (npm start) or pass --url`);
  });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  writeFileSync(out, await schemaSource(await response.json()));
  console.log(`wrote ${out} from ${url}`);
}

async function writeCustomFieldTypes(baseUrl) {
  const url = option('url', `${baseUrl}/api/v1/custom-fields`);
  // `npm run` changes into the repository: a relative --out is where the command was typed.
  const out = resolve(process.env.INIT_CWD ?? process.cwd(), option('out', 'custom-fields.ts'));
  const apiKey = option('api-key', process.env.ATS_API_KEY);
  if (!apiKey) throw new Error('--custom-fields needs an API key with custom_fields:read: set ATS_API_KEY or pass --api-key');
  const definitions = await readCustomFieldDefinitions(url, apiKey);
  writeFileSync(out, await format(customFieldTypesSource(definitions, url), out));
  console.log(`wrote ${out} from ${url} (${definitions.length} definitions)`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
