export * from './envelope';
export * from './envelope.interceptor';
export * from './exception.filter';
export * from './body-parsing';
export * from './validation';
export * from './pagination';
export * from './openapi';
export * from './unknown-route';
