export * from './fields';
export * from './rules';
export * from './cross-field-rules';
export * from './request-validation.pipe';
export * from './parse-uuid.pipe';
export * from './url-encoding';
export * from './validation-rules-cache';
