export * from './define-extension';
