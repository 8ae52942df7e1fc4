export * from './domain-errors';
export * from './postgres-errors';
