import { ALL_SCOPES, DateTimeField, EnumField, referenceTo, TextArrayField, TextField, UuidField } from '@app/core';
import type { KeyEnvironment } from '../../domain/api-key-format';
import type { CreateApiKeyInput } from '../../representation/api-key-requests';

export class CreateApiKeyDto implements CreateApiKeyInput {
  @TextField({ min: 1, max: 120, example: 'Careers site' })
  name: string;

  // No `max`: distinct scopes of the enumeration cannot outnumber it, and ALL_SCOPES grows as contexts register theirs (after this class is defined).
  @TextArrayField({ enum: ALL_SCOPES }, { min: 1, unique: true, example: ['candidates:read', 'applications:write'] })
  scopes: string[];

  @EnumField(['live', 'test'] as const, { enumName: 'KeyEnvironment', example: 'live' })
  environment: KeyEnvironment;

  @DateTimeField({ optional: true, nullable: true, description: 'When the key stops working; must be in the future', example: '2099-12-31T23:59:59Z' })
  expiresAt?: string | null;

  @UuidField({ optional: true, ...referenceTo("The user the key acts as; defaults to the calling key's user") })
  ownerId?: string;
}
