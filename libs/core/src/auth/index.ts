export * from './scopes';
export * from './principal';
export * from './decorators';
export * from './api-key.guard';
export * from './admin-power';
