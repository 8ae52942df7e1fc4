export * from './outbox-consumer';
export * from './outbox-relay';
export * from './outbox-relay.module';
