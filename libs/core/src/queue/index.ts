export * from './jobs';
export * from './known-queues';
export * from './queue.module';
export * from './row-job-queue';
export * from './close-worker';
export * from './row-job-reconciler';
export * from './row-job-processor';
export * from './row-job-worker-options';
