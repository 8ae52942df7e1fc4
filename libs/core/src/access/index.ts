export * from './reach-policy';
export * from './reach';
export * from './role-required.error';
