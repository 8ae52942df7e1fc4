export * from './scorecards.module';
export * from './scorecards-http.module';
