/** The typed client of the Recruiting Service API. Webhook verification lives in `@recruiting-service/sdk/webhooks`. */
export {
  createClient,
  IDEMPOTENCY_KEY_HEADER,
  type Change,
  type ChangePage,
  type ChangeResourceType,
  type ChangesOptions,
  type ClientOptions,
  type CustomFieldsOptions,
  type Document,
  type DocumentKind,
  type EventType,
  type FetchFunction,
  type ListItem,
  type ListPath,
  type RecruitingClient,
  type Schemas,
  type Success,
  type SuccessBody,
  type UploadDocumentOptions,
} from './client';
export {
  CUSTOM_FIELD_PATHS,
  type CurrencyAmount,
  type CustomFieldChanges,
  type CustomFieldObjectType,
  type CustomFieldTypes,
  type CustomFieldValue,
  type CustomFieldValues,
  type FieldsOf,
  type UntypedCustomFields,
} from './custom-fields';
export { ApiError, type ErrorCode, type ValidationIssue } from './errors';
export { backoffDelay, DEFAULT_RETRY, parseRetryAfter, retryDelay, type RetryOptions } from './retry';
export type { components, operations, paths } from './schema';
