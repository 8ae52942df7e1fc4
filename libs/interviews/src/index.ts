export * from './interviews.module';
export * from './interviews-http.module';
