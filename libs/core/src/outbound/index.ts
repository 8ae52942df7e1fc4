export * from './outbound-sender';
export * from './target-guard';
export * from './webhook-signature';
export * from './secret-rotation';
export * from './backoff';
