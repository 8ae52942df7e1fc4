export * from './request-audit';
export * from './audit-trail-ref';
export * from './audit.interceptor';
export * from './audit-commit.hook';
