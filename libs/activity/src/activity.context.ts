import { defineContext } from '@app/core';
import { ActivityModule } from './activity.module';
import { ActivityHttpModule } from './activity-http.module';

/** The activity feed. */
export const ACTIVITY_CONTEXT = defineContext({
  name: 'activity',
  module: ActivityModule,
  httpModule: ActivityHttpModule,
});
