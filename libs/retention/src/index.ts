export * from './retention.context';
export * from './retention.module';
export * from './retention-http.module';
export * from './candidate-privacy.service';
