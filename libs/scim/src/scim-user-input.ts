import { isEmailAddress } from '@app/core';
import { USER_ROLES, type ReplaceUserInput, type UserResponse, type UserRole } from '@app/users';
import { ScimError } from './domain/scim-error';
import { ATS_USER_SCHEMA, CORE_USER_SCHEMA, PATCH_OP_SCHEMA } from './domain/scim-schemas';

const NAME_MAX = 120;
const DEFAULT_ROLE: UserRole = 'interviewer';
const CORE_PREFIX = `${CORE_USER_SCHEMA.toLowerCase()}:`;
const ROLE_PATH = `${ATS_USER_SCHEMA.toLowerCase()}:role`;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A member of an object by SCIM attribute name, which is case-insensitive (RFC 7643 §2.1). */
function member(object: Json, name: string): unknown {
  const key = Object.keys(object).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : object[key];
}

/** A boolean, or the strings "True"/"False" in any case, which Entra ID sends in PATCH values. */
function booleanOf(value: unknown, path: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw ScimError.badRequest('invalidValue', `${path} must be a boolean`);
}

function stringOf(value: unknown, path: string): string {
  if (typeof value !== 'string') throw ScimError.badRequest('invalidValue', `${path} must be a string`);
  return value;
}

function roleOf(value: unknown): UserRole {
  if (typeof value !== 'string' || !(USER_ROLES as readonly string[]).includes(value))
    throw ScimError.badRequest('invalidValue', `${ATS_USER_SCHEMA}:role must be one of ${USER_ROLES.join(', ')}`);
  return value as UserRole;
}

/** The name a resource gives: displayName, else name.formatted, else givenName and familyName; undefined when none. */
function nameOf(resource: Json): string | undefined {
  const displayName = member(resource, 'displayName');
  if (displayName !== undefined && displayName !== null) return stringOf(displayName, 'displayName');
  const name = member(resource, 'name');
  if (name === undefined || name === null) return undefined;
  if (!isObject(name)) throw ScimError.badRequest('invalidValue', 'name must be an object');
  const formatted = member(name, 'formatted');
  if (formatted !== undefined && formatted !== null) return stringOf(formatted, 'name.formatted');
  const parts = ['givenName', 'familyName'].map((part) => member(name, part)).filter((part) => part !== undefined && part !== null);
  return parts.length === 0 ? undefined : parts.map((part, index) => stringOf(part, index === 0 ? 'name.givenName' : 'name.familyName')).join(' ');
}

/** The checks every resulting user passes, in SCIM's terms: the same rules as POST /users (docs/api/resources.md#users). */
function checked(input: ReplaceUserInput): ReplaceUserInput {
  if (!isEmailAddress(input.email)) throw ScimError.badRequest('invalidValue', 'userName must be an email address');
  const name = input.name.trim();
  if (name.length === 0 || name.length > NAME_MAX) throw ScimError.badRequest('invalidValue', `The name must have 1 to ${NAME_MAX} characters`);
  return { ...input, name };
}

/**
 * A User resource of a POST or PUT (RFC 7643 §4.1) as the user it describes. What the resource leaves out keeps its value
 * from `current` (PUT) or its default (POST: active, role interviewer, the name from userName); attributes this service
 * does not keep (externalId, emails, phoneNumbers, ...) are ignored (docs/api/scim.md#the-user-resource).
 */
export function userFromResource(body: unknown, current?: UserResponse): ReplaceUserInput {
  if (!isObject(body)) throw ScimError.badRequest('invalidSyntax', 'The body must be a JSON object');
  const schemas = member(body, 'schemas');
  if (!Array.isArray(schemas) || !schemas.some((schema) => typeof schema === 'string' && schema.toLowerCase() === CORE_USER_SCHEMA.toLowerCase()))
    throw ScimError.badRequest('invalidSyntax', `schemas must include ${CORE_USER_SCHEMA}`);
  const userName = member(body, 'userName');
  if (userName === undefined || userName === null) throw ScimError.badRequest('invalidValue', 'userName is required');
  const email = stringOf(userName, 'userName');
  const active = member(body, 'active');
  const extension = member(body, ATS_USER_SCHEMA);
  if (extension !== undefined && extension !== null && !isObject(extension)) throw ScimError.badRequest('invalidValue', `${ATS_USER_SCHEMA} must be an object`);
  const role = isObject(extension) ? member(extension, 'role') : undefined;
  return checked({
    email,
    name: nameOf(body) ?? current?.name ?? email,
    role: role === undefined || role === null ? ((current?.role as UserRole | undefined) ?? DEFAULT_ROLE) : roleOf(role),
    active: active === undefined || active === null ? (current?.active ?? true) : booleanOf(active, 'active'),
  });
}

/**
 * A PatchOp (RFC 7644 §3.5.2) applied to the user: `add` and `replace` with a path or with an object of attributes
 * (Okta's `{"op":"replace","value":{"active":false}}`), `remove` of the role; op names in any case (Entra ID sends
 * `Replace`). Paths this service does not keep are ignored, as in a PUT.
 */
export function userAfterPatch(body: unknown, current: UserResponse): ReplaceUserInput {
  if (!isObject(body)) throw ScimError.badRequest('invalidSyntax', 'The body must be a JSON object');
  const schemas = member(body, 'schemas');
  if (!Array.isArray(schemas) || !schemas.includes(PATCH_OP_SCHEMA)) throw ScimError.badRequest('invalidSyntax', `schemas must be ["${PATCH_OP_SCHEMA}"]`);
  const operations = member(body, 'Operations');
  if (!Array.isArray(operations) || operations.length === 0) throw ScimError.badRequest('invalidSyntax', 'Operations must be a non-empty array');
  const user: ReplaceUserInput = { email: current.email, name: current.name, role: current.role as UserRole, active: current.active };
  for (const [index, operation] of operations.entries()) {
    if (!isObject(operation)) throw ScimError.badRequest('invalidSyntax', `Operations[${index}] must be an object`);
    const op = member(operation, 'op');
    const path = member(operation, 'path');
    const value = member(operation, 'value');
    if (typeof op !== 'string' || !['add', 'replace', 'remove'].includes(op.toLowerCase()))
      throw ScimError.badRequest('invalidSyntax', `Operations[${index}].op must be add, replace or remove`);
    if (path !== undefined && typeof path !== 'string') throw ScimError.badRequest('invalidPath', `Operations[${index}].path must be a string`);
    if (op.toLowerCase() === 'remove') {
      if (path === undefined) throw ScimError.badRequest('noTarget', `Operations[${index}]: remove needs a path`);
      removeAt(user, path);
    } else if (path === undefined) {
      if (!isObject(value)) throw ScimError.badRequest('invalidValue', `Operations[${index}].value must be an object when there is no path`);
      for (const [name, attribute] of Object.entries(value)) setAt(user, name, attribute);
    } else {
      setAt(user, path, value);
    }
  }
  return checked(user);
}

/** The path in lower case without the core schema's URN prefix. */
function normalPath(path: string): string {
  const lower = path.trim().toLowerCase();
  return lower.startsWith(CORE_PREFIX) ? lower.slice(CORE_PREFIX.length) : lower;
}

function setAt(user: ReplaceUserInput, path: string, value: unknown): void {
  const normal = normalPath(path);
  if (normal === 'active') user.active = booleanOf(value, 'active');
  else if (normal === 'username') user.email = stringOf(value, 'userName');
  else if (normal === 'displayname' || normal === 'name.formatted') user.name = stringOf(value, path);
  else if (normal === 'name') {
    if (!isObject(value)) throw ScimError.badRequest('invalidValue', 'name must be an object');
    user.name = nameOf({ name: value }) ?? user.name;
  } else if (normal === ROLE_PATH) user.role = roleOf(value);
  else if (normal === ATS_USER_SCHEMA.toLowerCase()) {
    if (!isObject(value)) throw ScimError.badRequest('invalidValue', `${ATS_USER_SCHEMA} must be an object`);
    const role = member(value, 'role');
    if (role !== undefined) user.role = roleOf(role);
  }
}

function removeAt(user: ReplaceUserInput, path: string): void {
  const normal = normalPath(path);
  if (normal === ROLE_PATH) user.role = DEFAULT_ROLE;
  else if (['active', 'username'].includes(normal)) throw ScimError.badRequest('mutability', `${path} is required and cannot be removed`);
}
