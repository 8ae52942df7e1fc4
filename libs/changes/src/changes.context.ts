import { defineContext } from '@app/core';
import { ChangesHttpModule } from './changes-http.module';
import { ChangesWorkerModule } from './changes-worker.module';
import { RetentionEnvironment } from './retention.env';

/** The change feed: its routes and long-poll connection in the API, retention in the worker. */
export const CHANGES_CONTEXT = defineContext({
  name: 'changes',
  httpModule: ChangesHttpModule,
  workerModule: ChangesWorkerModule,
  config: [RetentionEnvironment],
});
