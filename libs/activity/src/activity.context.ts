import { defineContext } from '@app/core';
import { ActivityModule } from './activity.module';
import { ActivityHttpModule } from './activity-http.module';
import { ActivityEvents1763700000001 } from './persistence/migrations/1763700000001-activity-events';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface ScopeResources {
    activity: true;
  }
}

/** The activity feed. */
export const ACTIVITY_CONTEXT = defineContext({
  name: 'activity',
  module: ActivityModule,
  httpModule: ActivityHttpModule,
  // The feed is read only.
  scopes: [{ resource: 'activity', readOnly: true }],
  migrations: [ActivityEvents1763700000001],
});
