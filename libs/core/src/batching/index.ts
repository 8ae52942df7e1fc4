export * from './rounds-of-distinct';
export * from './turn-batcher';
