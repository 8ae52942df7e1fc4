export * from './columns';
export * from './keyset';
export * from './data-source-options';
export * from './migrate';
export * from './database.module';
export * from './snake-naming.strategy';
export * from './returning';
export * from './pg-listener';
