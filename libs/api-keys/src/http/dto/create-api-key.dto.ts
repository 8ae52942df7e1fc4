import { ALL_SCOPES, DateTimeField, EnumField, referenceTo, TextArrayField, TextField, UuidField } from '@app/core';
import type { KeyEnvironment } from '../../domain/api-key-format';
import type { CreateApiKeyInput } from '../../representation/api-key-requests';

export class CreateApiKeyDto implements CreateApiKeyInput {
  @TextField({ min: 1, max: 120, example: 'Careers site' })
  name: string;

  @TextArrayField({ enum: ALL_SCOPES }, { min: 1, unique: true, example: ['candidates:read', 'applications:write'] })
  scopes: string[];

  @EnumField(['live', 'test'] as const, { enumName: 'KeyEnvironment', example: 'live' })
  environment: KeyEnvironment;

  @DateTimeField({ optional: true, nullable: true, description: 'When the key stops working; must be in the future', example: '2099-12-31T23:59:59Z' })
  expiresAt?: string | null;

  @UuidField({ optional: true, ...referenceTo("The user the key acts as; defaults to the calling key's user") })
  ownerId?: string;
}
