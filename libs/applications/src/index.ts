export * from './applications.context';
export * from './applications.module';
export * from './applications-http.module';
export * from './applications.service';
export * from './application-source.policy';
export * from './stage-transitions.service';
export { TRANSITION_VIAS, type ApplicationChangeOptions, type ApplicationCreateOptions, type TransitionVia } from './domain/stage-transition';
export { APPLICATION_STATUSES, type ApplicationStatus } from './domain/application-rules';
export type { ApplicationResponse } from './representation/application-response.dto';
