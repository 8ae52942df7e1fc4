import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '@app/core';
import { EXTENSIONS } from './extensions';
import { loadInstallationConfig } from './installation';

const root = join(__dirname, '..');

/** The `NAME=value` lines of an env file (comments and blank lines skipped), as compose reads docker/.env. */
function envFile(text: string): Record<string, string> {
  const entries = text
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null);
  return Object.fromEntries(entries.map(([, name, value]) => [name, value]));
}

/**
 * The `environment:` entries of each top-level block of compose.yml (`x-app`, and each service by
 * its name), in order: enough YAML for this file, whose environments are `NAME: value` lines.
 */
function environments(compose: string): Map<string, Array<[string, string]>> {
  const blocks = new Map<string, Array<[string, string]>>();
  let block = '';
  let environmentIndent: number | undefined;
  for (const line of compose.split('\n')) {
    const indent = line.length - line.trimStart().length;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const key = /^(\s*)([\w-]+):/.exec(line);
    if (key !== null && (indent === 0 || (indent === 2 && block.startsWith('services')))) {
      block = indent === 0 ? key[2] : `services.${key[2]}`;
      environmentIndent = undefined;
      continue;
    }
    if (environmentIndent !== undefined && indent <= environmentIndent) environmentIndent = undefined;
    if (/^\s*environment:/.test(line)) {
      environmentIndent = indent;
      blocks.set(block, []);
      continue;
    }
    const entry = /^\s*([A-Z][A-Z0-9_]*): (.*)$/.exec(line);
    if (environmentIndent !== undefined && entry !== null) blocks.get(block)?.push([entry[1], entry[2].replace(/^'(.*)'$/, '$1')]);
  }
  return blocks;
}

/** Compose's interpolation of `${NAME}`, `${NAME:-default}` and `${NAME:?error}` from the variables of docker/.env. */
function interpolate(value: string, variables: Record<string, string>): string {
  return value.replace(/\$\{([A-Z][A-Z0-9_]*)(?::([-?])([^}]*))?\}/g, (_, name: string, operator: string | undefined, operand: string) => {
    const set = variables[name] !== undefined && variables[name] !== '';
    if (set) return variables[name];
    if (operator === '?') throw new Error(`compose stops: ${operand}`);
    return operator === '-' ? operand : '';
  });
}

describe('docker/compose.yml with docker/.env copied from .env.example', () => {
  const compose = environments(readFileSync(join(root, 'docker', 'compose.yml'), 'utf8'));
  const dotEnv = {
    ...envFile(readFileSync(join(root, '.env.example'), 'utf8')),
    // The two the compose file requires, set as its header says.
    ENCRYPTION_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
    BOOTSTRAP_API_KEY: 'ats_live_0123456789abcdef0123456789abcdef',
  };
  /** A service's container environment: the shared x-app entries, then its own (which win). */
  const containerEnv = (service: string) =>
    Object.fromEntries(
      [...(compose.get('x-app') ?? []), ...(compose.get(`services.${service}`) ?? [])].map(([name, value]) => [name, interpolate(value, dotEnv)]),
    );

  it('reads the environments it checks', () => {
    expect(compose.get('x-app')?.map(([name]) => name)).toContain('DATABASE_URL');
    expect(compose.get('services.api')?.map(([name]) => name)).toContain('METRICS_HOST');
  });

  it("keeps the API's metrics on the container's network interfaces, where a scraper on the compose network reaches them", () => {
    const api = loadConfig(containerEnv('api'));
    expect(api.metricsHost).toBe('0.0.0.0');
    expect(api.metricsPort).toBe(3002);
  });

  it('serves no example careers page (/careers-demo/ is npm start only)', () => {
    expect(loadInstallationConfig(EXTENSIONS, containerEnv('api')).careersDemoDir).toBeUndefined();
  });

  it('gives the API and the worker a valid configuration, with their databases and Redis on the compose network', () => {
    for (const service of ['api', 'worker']) {
      // With every context's variables, as main.ts reads them.
      const config = loadInstallationConfig(EXTENSIONS, containerEnv(service));
      expect(config.databaseUrl).toBe('postgres://ats:ats@postgres:5432/ats');
      expect(config.redisUrl).toBe('redis://redis:6379');
    }
  });
});
