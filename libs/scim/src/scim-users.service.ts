import { Injectable } from '@nestjs/common';
import { ExactResponse, isUuid, NotFoundError } from '@app/core';
import { UsersService, type ReplaceUserInput, type UserResponse, type UserRole, type UserWriter } from '@app/users';
import { ScimError } from './domain/scim-error';
import { parseUserNameFilter, parseWindow } from './domain/scim-filter';
import { DEFAULT_COUNT, LIST_RESPONSE_SCHEMA, MAX_COUNT, SCIM_MEDIA_TYPE } from './domain/scim-schemas';
import { presentScimList, presentScimUser, versionOf } from './representation/scim-user.presenter';
import { resourceTypes, schemas, serviceProviderConfig } from './representation/scim-discovery';
import { userAfterPatch, userFromResource } from './scim-user-input';

/** The query of GET /scim/v2/Users. */
export interface ScimListQuery {
  filter?: string;
  startIndex?: string;
  count?: string;
}

/** A PUT or PATCH of one user: who writes, which user, the SCIM body, and where the SCIM routes are. */
export interface ScimUserWrite {
  writer: UserWriter;
  id: string;
  body: unknown;
  baseUrl: string;
}

/**
 * SCIM 2.0 over the users context (docs/api/scim.md, docs/adr/0070-scim.md): identity providers create, replace,
 * patch and deactivate users through UsersService, the same rules and events as the API. `baseUrl` ends in /scim/v2.
 */
@Injectable()
export class ScimUsersService {
  constructor(private readonly users: UsersService) {}

  async list(query: ScimListQuery, baseUrl: string): Promise<ExactResponse> {
    const email = parseUserNameFilter(query.filter);
    const { startIndex, count } = parseWindow(query.startIndex, query.count, DEFAULT_COUNT, MAX_COUNT);
    const { total, users } = await this.users.window(startIndex - 1, count, email);
    return scim(
      200,
      presentScimList(
        total,
        startIndex,
        users.map((user) => presentScimUser(user, baseUrl)),
      ),
    );
  }

  async get(id: string, baseUrl: string): Promise<ExactResponse> {
    return resource(200, await this.current(id), baseUrl);
  }

  async create(writer: UserWriter, body: unknown, baseUrl: string): Promise<ExactResponse> {
    const user = await this.users.create(writer, userFromResource(body));
    const response = resource(201, user, baseUrl);
    return new ExactResponse(response.status, response.body, { ...response.headers, Location: `${baseUrl}/Users/${user.id}` });
  }

  async replace({ writer, id, body, baseUrl }: ScimUserWrite): Promise<ExactResponse> {
    const current = await this.current(id);
    return resource(200, await this.write(writer, current, userFromResource(body, current)), baseUrl);
  }

  async patch({ writer, id, body, baseUrl }: ScimUserWrite): Promise<ExactResponse> {
    const current = await this.current(id);
    return resource(200, await this.write(writer, current, userAfterPatch(body, current)), baseUrl);
  }

  /** DELETE deactivates (docs/api/scim.md#delete): the user is the actor of records that stay; 204 as RFC 7644 §3.6 says. */
  async remove(writer: UserWriter, id: string): Promise<ExactResponse> {
    const current = await this.current(id);
    if (current.active) await this.write(writer, current, { email: current.email, name: current.name, role: current.role as UserRole, active: false });
    return new ExactResponse(204, undefined);
  }

  /** The key's own user cannot be deactivated or lose its role through it: the identity provider would lock itself out (409 without scimType). */
  private write(writer: UserWriter, current: UserResponse, input: ReplaceUserInput): Promise<UserResponse> {
    if (current.id === writer.actor.id && ((current.active && !input.active) || current.role !== input.role))
      throw new ScimError(409, 'The user this SCIM key belongs to cannot be deactivated or change role through it: use another key');
    return this.users.replace(writer, current.id, input);
  }

  serviceProviderConfig(baseUrl: string): ExactResponse {
    return scim(200, serviceProviderConfig(baseUrl));
  }

  schemas(baseUrl: string, id?: string): ExactResponse {
    return oneOrList(schemas(baseUrl), id, 'Schema');
  }

  resourceTypes(baseUrl: string, id?: string): ExactResponse {
    return oneOrList(resourceTypes(baseUrl), id, 'ResourceType');
  }

  /** The user named in the path; a malformed id names nothing either (SCIM has no 422). */
  private async current(id: string): Promise<UserResponse> {
    if (!isUuid(id)) throw ScimError.notFound(id);
    try {
      return await this.users.get(id.toLowerCase());
    } catch (error) {
      throw error instanceof NotFoundError ? ScimError.notFound(id) : error;
    }
  }
}

function scim(status: number, body: unknown, headers: Record<string, string> = {}): ExactResponse {
  return new ExactResponse(status, body, { 'Content-Type': `${SCIM_MEDIA_TYPE}; charset=utf-8`, ...headers });
}

function resource(status: number, user: UserResponse, baseUrl: string): ExactResponse {
  return scim(status, presentScimUser(user, baseUrl), { ETag: versionOf(user) });
}

/** /Schemas and /ResourceTypes: the list, or one of them by id (404 for another). */
function oneOrList(items: Record<string, unknown>[], id: string | undefined, what: string): ExactResponse {
  if (id === undefined)
    return scim(200, { schemas: [LIST_RESPONSE_SCHEMA], totalResults: items.length, startIndex: 1, itemsPerPage: items.length, Resources: items });
  const item = items.find((candidate) => candidate.id === id);
  if (item === undefined) throw new ScimError(404, `${what} ${id} not found`);
  return scim(200, item);
}
