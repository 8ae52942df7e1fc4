#!/usr/bin/env node
/**
 * The top of a CPU profile (`node --cpu-prof`, e.g. from `npm run bench -- --cpu-prof <dir>`): self time by
 * function and by package (node_modules/<name>, node's internals, the service's own dist/ code, GC, idle).
 *
 *   node bench/profile-summary.js <file.cpuprofile> [--top 25] [--from 20]
 *
 * Shares are of the busy time (idle excluded), so two profiles of different lengths compare. `--from <s>` skips the
 * first seconds of the profile (the start of the process: module loading, Swagger), to read the load alone.
 */
const fs = require('node:fs');
const { option } = require('../scripts/lib/cli');

const file = process.argv[2];
const top = Number(option('top', '25'));
const fromMicros = Number(option('from', '0')) * 1e6;
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));

const selfMicros = new Map();
const intervals = profile.timeDeltas;
let elapsed = 0;
for (const [index, nodeId] of profile.samples.entries()) {
  elapsed += intervals[index] ?? 0;
  if (elapsed >= fromMicros) selfMicros.set(nodeId, (selfMicros.get(nodeId) ?? 0) + (intervals[index] ?? 0));
}

function packageOf(url, functionName) {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1];
  if (url.startsWith('node:')) return 'node:internal';
  if (/\/dist\//.test(url)) return 'service (dist)';
  return url;
}

const byFunction = new Map();
const byPackage = new Map();
let busy = 0;
for (const node of profile.nodes) {
  const micros = selfMicros.get(node.id) ?? 0;
  if (micros === 0) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(idle)' || functionName === '(program)') continue;
  busy += micros;
  const where = url === '' ? '' : ` ${url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, 'dist/')}:${lineNumber + 1}`;
  const name = `${functionName || '(anonymous)'}${where}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  const owner = packageOf(url, functionName);
  byPackage.set(owner, (byPackage.get(owner) ?? 0) + micros);
}

const share = (micros) => `${((micros / busy) * 100).toFixed(1).padStart(5)}%`;
const rows = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
console.log(`${file}: busy ${(busy / 1e6).toFixed(2)} s (idle and (program) excluded)`);
console.log('\nself time by package');
for (const [owner, micros] of rows(byPackage)) console.log(`  ${share(micros)}  ${owner}`);
console.log('\nself time by function');
for (const [name, micros] of rows(byFunction)) console.log(`  ${share(micros)}  ${name}`);
