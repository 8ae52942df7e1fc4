import { currentViewer, defineContext, defineResource, sql, type EventDefinition } from '@app/core';
import { RetentionModule } from './retention.module';
import { RetentionHttpModule } from './retention-http.module';
import { RetentionEnvironment } from './retention.env';
import { LegalHoldEntity } from './persistence/legal-hold.entity';
import { LegalHolds1795830000100 } from './persistence/migrations/1795830000100-legal-holds';
import { presentLegalHold } from './representation/legal-hold.presenter';

// The names the context adds, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface EventTypes {
    'legal_hold.created': true;
    'legal_hold.released': true;
  }
}

/** Legal holds are installation-wide and an admin's: not filed in the activity feed; the change feed's `legal_hold`. */
const LEGAL_HOLD_EVENTS: EventDefinition[] = (['legal_hold.created', 'legal_hold.released'] as const).map((type) => ({
  type,
  entityType: null,
  subjects: {},
  resource: { type: 'legal_hold', idKey: 'id' },
}));

/**
 * Retention: anonymizing a candidate, legal holds and the retention floor that keep a candidate from being erased
 * or anonymized, and the candidate's own data (docs/api/retention.md).
 */
export const RETENTION_CONTEXT = defineContext({
  name: 'retention',
  module: RetentionModule,
  httpModule: RetentionHttpModule,
  migrations: [LegalHolds1795830000100],
  config: [RetentionEnvironment],
  events: LEGAL_HOLD_EVENTS,
  resources: [
    // Holds are an admin's (docs/api/retention.md#legal-holds): the change feed shows them to admins' keys only.
    defineResource({
      type: 'legal_hold',
      reach: { condition: () => (currentViewer()?.role === 'admin' ? null : sql`FALSE`) },
      scope: 'privacy',
      entity: LegalHoldEntity,
      present: presentLegalHold,
    }),
  ],
});
