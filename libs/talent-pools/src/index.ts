export * from './talent-pools.module';
export * from './talent-pools-http.module';
