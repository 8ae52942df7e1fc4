export * from './reach-policy';
export * from './reach';
export * from './resource-reach';
