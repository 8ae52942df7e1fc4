import { createParamDecorator, type ExecutionContext, type PipeTransform } from '@nestjs/common';
import { RequestValidationPipe, type AuthenticatedRequest, type Principal } from '@app/core';
import type { ScimUserWrite } from '../scim-users.service';
import { scimBaseUrlOf, type ScimRequest } from './scim-base-url';

const parameterChecks = new RequestValidationPipe();

/** The global pipe does not look into a custom parameter: the id and the body get the checks of a `@Param` and a `@Body` here, id first. */
class ScimUserWriteChecks implements PipeTransform {
  async transform(write: ScimUserWrite): Promise<ScimUserWrite> {
    await parameterChecks.transform(write.id, { type: 'param', metatype: String, data: 'id' });
    await parameterChecks.transform(write.body, { type: 'body', metatype: Object });
    return write;
  }
}

const readScimUserWrite = createParamDecorator((_data: unknown, context: ExecutionContext): ScimUserWrite => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest & ScimRequest & { params: { id: string }; body: unknown }>();
  return { writer: request.principal as Principal, id: request.params.id, body: request.body, baseUrl: scimBaseUrlOf(request) };
});

/** What PUT and PATCH /Users/{id} read of the request, at once. */
export const ScimUserWriteRequest = (): ParameterDecorator => readScimUserWrite(undefined, new ScimUserWriteChecks());
