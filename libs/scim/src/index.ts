export * from './scim.context';
export * from './scim.module';
export * from './scim-http.module';
export { ScimUsersService } from './scim-users.service';
export { scimBodyParsingErrors } from './http/scim-exception.filter';
