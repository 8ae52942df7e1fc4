export * from './jobs.module';
export * from './jobs-http.module';
