export * from './secret-cipher';
export * from './crypto.module';
