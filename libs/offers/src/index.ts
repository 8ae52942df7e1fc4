export * from './offers.module';
export * from './offers-http.module';
