export * from './secret-cipher';
export * from './decrypted-secret-cache';
export * from './crypto.module';
