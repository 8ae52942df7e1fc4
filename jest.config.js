/**
 * Three tiers (README.md#tests): unit specs beside the code (no I/O); service specs under test/service that call one context's
 * services on real PostgreSQL and Redis; e2e specs under test/ that drive the whole API over HTTP.
 */
const shared = {
  transform: {
    '^.+\\.(t|m?j)s$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2023' },
        module: { type: 'commonjs' },
      },
    ],
  },
  // NestJS 12 and file-type (with its tokenizer packages) ship ES modules: let swc turn them into CommonJS for Jest's loader.
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit)/)'],
  // The same names tsconfig's `@app/*` path accepts (any folder under libs/).
  moduleNameMapper: {
    '^@app/([^/]+)$': '<rootDir>/libs/$1/src',
    // The SDK from its sources (as tsconfig's paths): tests never run a stale build of it.
    '^@recruiting-service/sdk$': '<rootDir>/packages/sdk/src',
    '^@recruiting-service/sdk/(.+)$': '<rootDir>/packages/sdk/src/$1',
  },
  testEnvironment: 'node',
};

module.exports = {
  // Jest reads testTimeout from the top level only (a project's own is ignored): e2e hooks boot apps.
  testTimeout: 30000,
  // A test process keeps every module and app a file loaded: run files in workers, and replace one that has grown past 1 GB
  // after a file (in band, the whole suite grew one process past Node's 4 GB heap limit).
  workerIdleMemoryLimit: '1GB',
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/{apps,libs,packages,extensions,examples}/**/*.spec.ts'] },
    {
      ...shared,
      displayName: 'service',
      testMatch: ['<rootDir>/{test,extensions,examples}/**/*.service-spec.ts'],
      // The e2e project's: Jest runs one global setup module once, however many projects name it.
      globalSetup: '<rootDir>/test/setup/global-setup.ts',
      globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/{test,extensions,examples}/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/setup/global-setup.ts',
      globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
      testTimeout: 30000,
    },
  ],
};
