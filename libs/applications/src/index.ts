export * from './applications.module';
export * from './applications-http.module';
