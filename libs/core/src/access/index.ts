export * from './reach-policy';
export * from './reach';
