export * from './candidate-merge';
