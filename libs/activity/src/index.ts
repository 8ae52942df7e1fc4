export * from './activity.context';
export * from './activity.module';
export * from './activity-http.module';
export * from './activity.service';
export type { ActivityEventResponse } from './representation/activity-event-response.dto';
