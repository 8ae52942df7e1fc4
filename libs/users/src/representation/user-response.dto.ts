import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_PATTERN } from '@app/core';
import { USER_ROLES } from '../domain/user-role';

export class UserResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ pattern: EMAIL_PATTERN.source }) email: string;
  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole' }) role: string;
  @ApiProperty({ description: 'False once deactivated: every key of the user was revoked, no new key and no On-Behalf-Of may name them' }) active: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
