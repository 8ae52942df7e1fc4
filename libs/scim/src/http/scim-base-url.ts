import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/** Where the SCIM routes are for the caller (`https://ats.example.com/scim/v2`): `meta.location` and `Location` name it (TRUST_PROXY decides the host seen). */
export const ScimBaseUrl = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const request = context.switchToHttp().getRequest<{ protocol: string; get(name: string): string | undefined }>();
  return `${request.protocol}://${request.get('host') ?? 'localhost'}/scim/v2`;
});
