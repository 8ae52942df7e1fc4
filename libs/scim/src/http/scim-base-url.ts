import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

export interface ScimRequest {
  protocol: string;
  get(name: string): string | undefined;
}

/** Where the SCIM routes are for the caller (`https://ats.example.com/scim/v2`): `meta.location` and `Location` name it (TRUST_PROXY decides the host seen). */
export function scimBaseUrlOf(request: ScimRequest): string {
  return `${request.protocol}://${request.get('host') ?? 'localhost'}/scim/v2`;
}

export const ScimBaseUrl = createParamDecorator((_data: unknown, context: ExecutionContext): string =>
  scimBaseUrlOf(context.switchToHttp().getRequest<ScimRequest>()),
);
