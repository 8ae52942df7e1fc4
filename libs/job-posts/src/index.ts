export * from './job-posts.context';
export * from './job-posts.module';
export * from './job-posts-http.module';
export * from './job-posts.service';
export { CareersEnvironment } from './careers.env';
export { JOB_POST_STATUSES, type JobPostStatus, type Salary } from './domain/job-post-rules';
export {
  DEFAULT_FORM,
  FIELD_SETTINGS,
  FORM_SECTIONS,
  QUESTION_TYPES,
  type ApplicationForm,
  type FormLimits,
  type FormQuestion,
  type FormSection,
  type QuestionType,
} from './domain/application-form';
export { formSchema, type JsonSchema } from './domain/form-schema';
export type { JobPostResponse } from './representation/job-post-response.dto';
export { APPLICATION_SPAM_POLICY, NO_CAPTCHA, type ApplicationSpamCheck, type ApplicationSpamPolicy } from './application-spam.policy';
export { RecordsCareersConsent, type CareersConsent, type CareersConsentRecorder } from './careers-consents';
