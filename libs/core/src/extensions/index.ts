export * from './define-extension';
export * from './define-resource';
