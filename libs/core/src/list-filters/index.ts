export * from './list-filters';
