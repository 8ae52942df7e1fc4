export * from './queue-names';
export * from './jobs';
export * from './queue.module';
export * from './row-job-queue';
export * from './close-worker';
export * from './row-job-reconciler';
export * from './row-job-processor';
