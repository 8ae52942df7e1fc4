export * from './fields';
export * from './rules';
export * from './request-validation.pipe';
export * from './parse-uuid.pipe';
