export * from './actor';
export * from './event-catalog';
export { HoldsEventCopies, type EventCopyHolder } from './event-copies';
export * from './event-recorder';
export * from './events.module';
export * from './change-feed-resource';
export * from './commit-signal';
