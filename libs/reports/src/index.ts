export * from './reports.context';
export * from './reports.module';
export * from './reports-http.module';
export * from './reports.service';
export * from './report-kit';
