export * from './markdown-html';
