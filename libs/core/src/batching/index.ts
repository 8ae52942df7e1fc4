export * from './turn-batcher';
