export * from './basic-auth';
export * from './queue-dashboard';
