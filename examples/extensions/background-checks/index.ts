import { defineExtension, defineResource, type EventDefinition } from '@app/core';
import { BackgroundChecksHttpModule } from './background-checks-http.module';
import { BackgroundChecksModule } from './background-checks.module';
import { BackgroundCheckEntity } from './persistence/background-check.entity';
import { BackgroundChecks1764200000000 } from './persistence/migrations/1764200000000-background-checks';
import { presentBackgroundCheck } from './representation/background-check';

// The names the extension adds, typed: events.record() accepts them, @ApiResource 'background_checks'.
declare module '@app/core' {
  interface EventTypes {
    'background_check.requested': true;
    'background_check.started': true;
    'background_check.completed': true;
    'background_check.canceled': true;
  }
  interface ScopeResources {
    background_checks: true;
  }
}

const EVENTS = (['background_check.requested', 'background_check.started', 'background_check.completed', 'background_check.canceled'] as const).map(
  (type): EventDefinition => ({ type, entityType: 'candidate', subjects: { candidate: 'candidateId' }, resource: { type: 'background_check', idKey: 'id' } }),
);

/**
 * A new context as an extension (docs/extending.md): a state machine, a migration, routes behind
 * its own scope, events, and its part in candidate erasure and merge. Add it to apps/extensions.ts
 * to install it; nothing else changes.
 */
export const BACKGROUND_CHECKS_EXTENSION = defineExtension({
  name: 'background-checks',
  module: BackgroundChecksModule,
  httpModule: BackgroundChecksHttpModule,
  migrations: [BackgroundChecks1764200000000],
  events: EVENTS,
  scopes: [{ resource: 'background_checks' }],
  // GET /changes presents a check as its GET does, to keys with background_checks:read; a merge moves the duplicate's checks to the survivor.
  resources: [
    defineResource({
      type: 'background_check',
      reach: { through: 'candidate', table: 'background_checks', column: 'candidate_id' },
      scope: 'background_checks',
      entity: BackgroundCheckEntity,
      present: presentBackgroundCheck,
      candidateColumn: 'candidate_id',
    }),
  ],
});

export { BackgroundChecksService } from './background-checks.service';
export type { BackgroundCheckResponse } from './representation/background-check';
