export * from './activity.module';
export * from './activity-http.module';
export * from './activity.service';
export type { ActivityEventResponse } from './http/dto/activity-event-response.dto';
