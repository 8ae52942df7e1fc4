export * from './outbox-consumer';
export * from './outbox-relay';
export * from './outbox-relay.module';
export * from './outbox-backlog';
export * from './row-job-fanout';
