export * from './request-context';
export * from './logging';
export * from './metrics';
export * from './request-observer';
export * from './observability.module';
export * from './probe-server';
