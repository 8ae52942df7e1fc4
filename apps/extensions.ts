import type { ExtensionDefinition } from '@app/core';

/**
 * The installation's extensions: the one file a team edits to add its own (docs/extending.md).
 * The API, the worker, `npm run migration:run` and the e2e helpers all read this list, so every
 * process runs the same actions, events, scopes and migrations. Empty in our own installation.
 */
export const EXTENSIONS: readonly ExtensionDefinition[] = [];
