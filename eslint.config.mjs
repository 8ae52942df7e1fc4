import eslint from '@eslint/js';
import stylistic from '@stylistic/eslint-plugin';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';

// The layers of a context (libs/<context>/src, examples/extensions/<name>): docs/architecture.md, "Libraries".
const CONTEXT_ROOTS = ['libs/!(core)/src', 'examples/extensions/*'];
const layer = (type, folder) => ({ type, pattern: CONTEXT_ROOTS.map((root) => (folder ? `${root}/${folder}` : root)) });

export default tseslint.config(
  { ignores: ['dist/', 'packages/*/dist/', 'node_modules/', 'coverage/', '.data/', '.scaffold-check/', 'jest.config.js'] },
  eslint.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Prettier (.prettierrc) wraps code at 160; this catches what it cannot wrap (strings, comments, regexes).
    files: ['**/*.{ts,js,mjs,cjs}'],
    plugins: { '@stylistic': stylistic },
    rules: { '@stylistic/max-len': ['error', { code: 160 }] },
  },
  // Generated (npm run sdk:generate): openapi-typescript writes each API description as one comment line, which Prettier does not wrap.
  { files: ['packages/sdk/src/schema.ts'], rules: { '@stylistic/max-len': 'off' } },
  {
    files: ['**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@app/*/src/*', '../../libs/*', '../../../libs/*'], message: 'Import a context through its index (@app/<context>).' }] },
      ],
    },
  },
  {
    // Layers point one way: http → service → domain, service → persistence → domain, everything → representation.
    files: ['libs/**/*.ts', 'examples/**/*.ts'],
    // A spec may wire the layers together to test them; index.ts and the modules compose them (the http module names the controllers).
    ignores: ['**/*.spec.ts', '**/index.ts', '**/*.module.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'boundaries/elements': [
        layer('domain', 'domain'),
        layer('http', 'http'),
        layer('persistence', 'persistence'),
        layer('representation', 'representation'),
        // Services, and what sits beside them (processors, actions, storage drivers, ...).
        layer('service'),
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'domain' } },
              disallow: { to: { element: { types: { anyOf: ['http', 'persistence', 'representation', 'service'] } } } },
              message: 'domain/ imports nothing of its context but domain/ (docs/architecture.md).',
            },
            {
              from: { element: { types: { anyOf: ['service', 'persistence', 'representation'] } } },
              disallow: { to: { element: { type: 'http' } } },
              message: 'http/ holds controllers and request DTOs; services, persistence and representation do not import it (docs/architecture.md).',
            },
            {
              from: { element: { type: 'representation' } },
              disallow: { to: { element: { type: 'service' } } },
              message: 'representation/ imports no service (docs/architecture.md).',
            },
            {
              from: { element: { type: 'representation' } },
              disallow: { to: { element: { type: 'persistence' } }, dependency: { kind: 'value' } },
              message: 'representation/ takes the rows it presents as types only (import type) (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['libs/*/src/domain/**/*.ts', 'examples/extensions/*/domain/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@app/*/src/*', '../../libs/*', '../../../libs/*'], message: 'Import a context through its index (@app/<context>).' },
            { regex: '^@app/(?!core$)', message: 'domain/ imports no other context, only the platform (@app/core) (docs/architecture.md).' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.js', 'docker/**/*.js', 'bench/**/*.js', 'examples/**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        console: 'readonly',
        __dirname: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        AbortController: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The example careers page runs in the browser as a classic script, with no build step.
    files: ['examples/careers-site/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: {
        window: 'readonly',
        document: 'readonly',
        location: 'readonly',
        customElements: 'readonly',
        HTMLElement: 'readonly',
        FormData: 'readonly',
        File: 'readonly',
        CSS: 'readonly',
        crypto: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
);
