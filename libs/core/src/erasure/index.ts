export * from './candidate-erasure';
