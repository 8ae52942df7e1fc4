export * from './tasks.module';
export * from './tasks-http.module';
