export * from './actor';
export * from './event-catalog';
export * from './event-recorder';
export * from './events.module';
