import { ApiProperty } from '@nestjs/swagger';

export class ApiKeyResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['secret', 'restricted'], description: 'secret: scopes ["*"]; restricted: the listed scopes' }) type: string;
  @ApiProperty({ enum: ['live', 'test'] }) environment: string;
  @ApiProperty({ example: 'ats_live_4Fq' }) prefix: string;
  @ApiProperty({ example: 'x9Qa' }) last4: string;
  @ApiProperty({ type: [String] }) scopes: string[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Updated at most once a minute' }) lastUsedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revokedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'The full key: only in the create and rotate responses, null otherwise' })
  key: string | null;
}

export class RotatedApiKeyResponse {
  @ApiProperty({ format: 'uuid', description: 'The key that was revoked' }) replacedKeyId: string;
  @ApiProperty({ type: ApiKeyResponse }) apiKey: ApiKeyResponse;
  @ApiProperty({ description: 'The new key value, shown once' }) key: string;
}
