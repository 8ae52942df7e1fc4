export * from './interviews.module';
export * from './interviews-http.module';
export * from './interviews.service';
