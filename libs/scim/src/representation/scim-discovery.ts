import { USER_ROLES } from '@app/users';
import { ATS_USER_SCHEMA, CORE_USER_SCHEMA, MAX_COUNT, RESOURCE_TYPE_SCHEMA, SCHEMA_SCHEMA, SERVICE_PROVIDER_CONFIG_SCHEMA } from '../domain/scim-schemas';

/** What the service supports (RFC 7643 §5): PATCH, a filter (userName eq only), no bulk, sort, password change or If-Match. */
export function serviceProviderConfig(baseUrl: string): Record<string, unknown> {
  return {
    schemas: [SERVICE_PROVIDER_CONFIG_SCHEMA],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_COUNT },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'API key',
        description: 'An API key with the scope scim, sent as Authorization: Bearer <key>',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

const attribute = (name: string, type: string, extra: Record<string, unknown> = {}) => ({
  name,
  type,
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

/** The two schemas a User resource carries (RFC 7643 §7), with only the attributes the service keeps. */
export function schemas(baseUrl: string): Record<string, unknown>[] {
  return [
    {
      schemas: [SCHEMA_SCHEMA],
      id: CORE_USER_SCHEMA,
      name: 'User',
      description: 'A user of the recruiting service',
      attributes: [
        attribute('userName', 'string', { required: true, uniqueness: 'server', description: "The user's email, unique in any letter case" }),
        attribute('name', 'complex', {
          description: 'name.formatted is the user name; givenName and familyName make it when displayName and formatted are absent',
          subAttributes: [attribute('formatted', 'string'), attribute('givenName', 'string'), attribute('familyName', 'string')],
        }),
        attribute('displayName', 'string', { description: 'The user name (1-120 characters)' }),
        attribute('emails', 'complex', {
          multiValued: true,
          mutability: 'readOnly',
          description: 'The userName, as the work email',
          subAttributes: [attribute('value', 'string'), attribute('type', 'string'), attribute('primary', 'boolean')],
        }),
        attribute('active', 'boolean', { description: 'false deactivates the user: every API key of theirs is revoked' }),
      ],
      meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${CORE_USER_SCHEMA}` },
    },
    {
      schemas: [SCHEMA_SCHEMA],
      id: ATS_USER_SCHEMA,
      name: 'RecruitingUser',
      description: "The user's role in the recruiting service",
      attributes: [attribute('role', 'string', { canonicalValues: [...USER_ROLES], caseExact: true, description: 'Default interviewer' })],
      meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${ATS_USER_SCHEMA}` },
    },
  ];
}

/** The one resource type (RFC 7643 §6). */
export function resourceTypes(baseUrl: string): Record<string, unknown>[] {
  return [
    {
      schemas: [RESOURCE_TYPE_SCHEMA],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      description: 'Users of the recruiting service',
      schema: CORE_USER_SCHEMA,
      schemaExtensions: [{ schema: ATS_USER_SCHEMA, required: false }],
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
    },
  ];
}
