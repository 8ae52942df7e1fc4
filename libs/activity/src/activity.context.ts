import { defineContext } from '@app/core';
import { ActivityModule } from './activity.module';
import { ActivityHttpModule } from './activity-http.module';
import { ActivityEvents1763700000001 } from './persistence/migrations/1763700000001-activity-events';

/** The activity feed. */
export const ACTIVITY_CONTEXT = defineContext({
  name: 'activity',
  module: ActivityModule,
  httpModule: ActivityHttpModule,
  migrations: [ActivityEvents1763700000001],
});
