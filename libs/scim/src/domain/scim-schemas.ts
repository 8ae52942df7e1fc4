/** The URNs of RFC 7643/7644 this service speaks, and its own extension (docs/api/scim.md). */
export const CORE_USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const ATS_USER_SCHEMA = 'urn:ietf:params:scim:schemas:extension:ats:2.0:User';
export const PATCH_OP_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const LIST_RESPONSE_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const SERVICE_PROVIDER_CONFIG_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';
export const RESOURCE_TYPE_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
export const SCHEMA_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';

/** SCIM's media type (RFC 7644 §3.1); plain application/json is accepted too. */
export const SCIM_MEDIA_TYPE = 'application/scim+json';

/** The largest `count` of a list; a larger one is lowered to it (RFC 7644 §3.4.2.4). */
export const MAX_COUNT = 1000;
export const DEFAULT_COUNT = 100;
