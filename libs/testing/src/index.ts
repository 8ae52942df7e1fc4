/**
 * The public test kit (`@app/testing`): what an extension's tests import instead of paths into
 * test/. The helpers live in test/helpers, where our own tests use them (docs/extending.md,
 * "Testing an extension").
 */
export { bootApi, createTestApp, createTestDatabase, testEnvironment, type BootedApi, type TestApp, type TestAppOptions } from '../../../test/helpers/test-app';
export { bootContext, type BootContextOptions, type BootedContext } from '../../../test/helpers/service-context';
export { bootWorker, FAST_AUTOMATION_WORKER_OPTIONS, FAST_WORKER_OPTIONS, type BootWorkerOptions } from '../../../test/helpers/worker';
export { Factory } from '../../../test/helpers/factory';
export { ApiClient, rawRequest } from '../../../test/helpers/api-client';
export { deliveriesOf, FINISHED, finishedRuns, runInStatus, runOf, runsOf } from '../../../test/helpers/queue-waits';
export { NUL_ANSWERS, Receiver, type Answer, type ReceivedRequest } from '../../../test/helpers/receiver';
export {
  activityOf,
  adminUser,
  body,
  expectListEnvelope,
  expectNewestFirst,
  expectTimestamp,
  sleep,
  unique,
  uniqueEmail,
  UUID,
  waitFor,
  walkPages,
} from '../../../test/helpers/common';
export {
  expectError,
  expectForbidden,
  expectPage,
  expectSuccess,
  expectUnauthorized,
  expectValidationError,
  KEY_FORMAT,
  TIMESTAMP,
  type Issue,
} from '../../../test/helpers/assertions';
export { MAX_UUID, NIL_UUID, UNKNOWN_UUID } from '../../../test/helpers/ids';
export { bootTwoApiReplicas, waitForKeyListeners, type TwoApiReplicas } from '../../../test/helpers/replicas';
export { MALFORMED_IDS } from '../../../test/kits/ids-kit';
// Made through the API the way a client makes them, as the kits of our own e2e tests do.
export { createWebhook } from '../../../test/kits/webhooks-kit';
export { publishedAutomation } from '../../../test/kits/automations-kit';
