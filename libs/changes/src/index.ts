export * from './changes.context';
export * from './retention.env';

export * from './changes.module';
export * from './changes-http.module';
export * from './changes-worker.module';
export * from './change-feed.service';
export * from './change-notifications';
export * from './retention/retention-pruner';
export { RetentionRepository } from './persistence/retention.repository';
export type { ChangeResponse } from './representation/change-response.dto';
