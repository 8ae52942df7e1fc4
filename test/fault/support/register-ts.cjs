/* global require, __dirname */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS require hook, loaded with node -r */
'use strict';
/**
 * Runs the TypeScript sources in a plain `node` child process (no build needed): compiles each
 * .ts file with @swc/core, the same settings Jest uses, and maps `@app/<context>` to its index.
 *   node -r ./test/fault/support/register-ts.cjs test/fault/support/worker-process.ts
 */
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '..', '..', '..');
const alias = /^@app\/([^/]+)$/;

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const match = alias.exec(request);
  return resolveFilename.call(this, match ? path.join(root, 'libs', match[1], 'src', 'index.ts') : request, ...rest);
};

require.extensions['.ts'] = function compile(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2023' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
